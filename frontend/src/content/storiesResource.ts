import type { StoryView } from '@scout/contracts/content/stories';
import type { ResourceMethods } from '../platform/resourceMethods';

/** A story as a react-admin record: the story with `id`, as `GET /customer/resources/stories` answers it. */
export interface StoryRecord extends StoryView {
  id: string;
}

/**
 * `stories` (the Stories screen): its list is read by ra-data-simple-rest from
 * `GET /customer/resources/stories` (filters `profileId`, `campaignId`, `from`, `to`; sort by
 * `publishedAt` or `views`). Uploads and views are typed methods (storiesApi).
 */
export const storiesResource: ResourceMethods<StoryRecord> = {};
