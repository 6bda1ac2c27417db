import type { Router } from 'express';
import { contentRoutes } from '@scout/contracts/content/routes';
import {
  STORY_FILE_FIELD,
  STORY_MEDIA_CONTENT_TYPES,
  STORIES_RESOURCE,
  uploadStoryFieldsSchema,
  type StoryResponse,
} from '@scout/contracts/content/stories';
import { rangeWindow, withId } from '@scout/contracts/platform/resourceLists';
import { sendResourcePage } from '@scout/platform/http/resourcePage';
import { publishedRange } from '../queries';
import { ATTACHMENT_MAX_BYTES } from '@scout/contracts/profiles/attachments';
import { contentStream } from '@scout/contracts/platform/streams';
import { actorOf, metadataFor, principalOf, type Principal } from '../../accounts/principal';
import { accessGuard } from '../../accounts/routeAccess';
import { can } from '../../accounts/permissions';
import { withStorageReserved } from '../../billing/planUsageService';
import { assertStorageRoom } from '../../billing/storageQuota';
import { getCampaignDoc } from '../../campaigns/queries';
import { parseBody } from '@scout/platform/http/validate';
import { routeMounter } from '@scout/platform/http/route';
import { execute, type AppContext } from '../../runtime/context';
import { ForbiddenError, NotFoundError, UnsupportedMediaTypeError, ValidationError } from '@scout/platform/errors';
import { fieldsBeforeFiles, multipartReceiver, uploadedFile, type UploadCheck } from '@scout/platform/http/multipart';
import type { Filter } from '@scout/platform/readstore/port';
import { checkedAttachmentFile } from '../../profiles/attachments/checkedAttachment';
import { getProfileDoc, savedProfiles } from '../../profiles/queries';
import { visibleProfileIds } from '../../profiles/visibility';
import { keepStory } from './keepStory';
import { findStories, getStoryDoc, pageOfStories, storyView } from './queries';
import { storyDecider } from './storyItem';

/** The attachment upload rules: one file on disk, at most 10 MB (413 before it is read to the end), its own name kept to be checked. */
const receiveStory = multipartReceiver({ fileFields: [STORY_FILE_FIELD], maxFileBytes: ATTACHMENT_MAX_BYTES, preservePath: true });
/** What the upload's check needs from the fields sent before the file. */
const storyTargetSchema = uploadStoryFieldsSchema.pick({ influencerId: true }).loose();

/** A story published this far ahead of the server's clock is taken as a clock difference, not the future. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Another organisation's profile, or for a guest one not shared with them: 404, whichever it is. */
async function ownProfileIds(ctx: AppContext, orgId: string, ids: readonly string[], visible: readonly string[] | null): Promise<string[]> {
  if (visible && ids.some((id) => !visible.includes(id))) throw new NotFoundError('Profile not found');
  const found = await savedProfiles(ctx, orgId).find({ filter: { _id: { $in: [...ids] } } });
  if (found.length !== ids.length) throw new NotFoundError('Profile not found');
  return [...ids];
}

/** What a stories list selects (see `listStoriesQuerySchema`); `campaignId` is the spec's `idAction`. */
interface StoriesSelection {
  profileIds?: readonly string[];
  campaignId?: string;
  from?: string;
  to?: string;
}

type PublishedRange = { $gte?: string; $lt?: string; $lte?: string };

/** Published within both ranges: the later start, the earlier end. */
function withinBoth(a: PublishedRange, b: PublishedRange): PublishedRange {
  const later = (x?: string, y?: string) => (x && y ? (x > y ? x : y) : (x ?? y));
  const earlier = (x?: string, y?: string) => (x && y ? (x < y ? x : y) : (x ?? y));
  const range: PublishedRange = {};
  const start = later(a.$gte, b.$gte);
  const before = earlier(a.$lt, b.$lt);
  const upTo = earlier(a.$lte, b.$lte);
  if (start) range.$gte = start;
  if (before) range.$lt = before;
  if (upTo) range.$lte = upTo;
  return range;
}

/** The filter of `GET /customer/story` and of the stories Resource. */
async function storiesFilter(ctx: AppContext, principal: Principal, selection: StoriesSelection): Promise<Filter> {
  const visible = await visibleProfileIds(ctx, principal);
  let profileIds: string[] | null = selection.profileIds
    ? await ownProfileIds(ctx, principal.orgId, selection.profileIds, visible)
    : visible;
  let published = (publishedRange(selection.from, selection.to) ?? {}) as PublishedRange;
  if (selection.campaignId) {
    // A campaign's stories: only for who may read campaigns.
    if (!can(actorOf(principal), 'campaigns:read')) throw new ForbiddenError();
    const campaign = await getCampaignDoc(ctx, principal.orgId, selection.campaignId);
    const influencers = campaign.influencers.map((influencer) => influencer.influencerId);
    profileIds = profileIds ? profileIds.filter((id) => influencers.includes(id)) : influencers;
    const range: PublishedRange = {};
    if (campaign.startDate) range.$gte = new Date(campaign.startDate).toISOString();
    if (campaign.endDate) range.$lt = new Date(Date.parse(campaign.endDate) + DAY_MS).toISOString();
    published = withinBoth(published, range);
  }
  const filter: Filter = {};
  if (Object.keys(published).length > 0) filter.publishedAt = published;
  if (profileIds) filter.profileId = { $in: profileIds };
  return filter;
}

/**
 * Stories (spec "Profiles and content"): uploads and views by the team (`profiles:write`), lists
 * for whoever reads profiles (`profiles:read`; guests see the profiles shared with them). Mounted
 * before the content routes, whose `PUT /customer/content/:id` would otherwise take `story` for an id.
 */
export function mountStories(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));

  route(contentRoutes.uploadStory, async (_input, req, res) => {
    const principal = principalOf(res);
    const visible = await visibleProfileIds(ctx, principal);
    // Whose story it is, before a byte of the file is kept: another organisation's profile is 404.
    const before: UploadCheck = async (fieldsSoFar) => {
      const { influencerId } = fieldsBeforeFiles(storyTargetSchema, fieldsSoFar);
      await getProfileDoc(ctx, principal.orgId, influencerId, visible);
      await assertStorageRoom(ctx, principal.orgId);
    };
    const handle = async () => {
      const fields = parseBody(req, uploadStoryFieldsSchema);
      if (Date.parse(fields.publishedAt) > ctx.clock().getTime() + CLOCK_SKEW_MS) {
        throw new ValidationError('publishedAt: A story cannot be published in the future', [
          { path: 'publishedAt', message: 'A story cannot be published in the future' },
        ]);
      }
      const profile = await getProfileDoc(ctx, principal.orgId, fields.influencerId, visible);
      const file = uploadedFile(req, STORY_FILE_FIELD);
      if (!file) throw new ValidationError('file: Required', [{ path: STORY_FILE_FIELD, message: 'Required' }]);
      const checked = await checkedAttachmentFile({ path: file.path, size: file.size, name: file.originalname });
      if (!Object.hasOwn(STORY_MEDIA_CONTENT_TYPES, checked.contentType)) {
        throw new UnsupportedMediaTypeError('A story is an image (PNG, JPEG, GIF, WEBP) or an MP4 video');
      }
      const metadata = metadataFor(ctx, req, principal);
      const { contentId } = await withStorageReserved(ctx, principal.orgId, checked.size, metadata, () =>
        keepStory(ctx, metadata, {
          profile,
          source: 'upload',
          providerStoryId: null,
          url: null,
          publishedAt: fields.publishedAt,
          views: fields.views ?? null,
          path: checked.path,
          size: checked.size,
          contentType: checked.contentType as keyof typeof STORY_MEDIA_CONTENT_TYPES,
        }),
      );
      const body: StoryResponse = { story: storyView(await getStoryDoc(ctx, principal.orgId, contentId)) };
      res.status(201).json(body);
    };
    await receiveStory({ ctx, req, res, before, handle });
  });

  route(contentRoutes.setStoryViews, async ({ body: { contentId, views } }, req, res) => {
    const principal = principalOf(res);
    await getStoryDoc(ctx, principal.orgId, contentId);
    const command = { type: 'SetStoryViews', views, now: ctx.clock().toISOString() } as const;
    await execute(ctx, storyDecider, contentStream(contentId), command, metadataFor(ctx, req, principal));
    const body: StoryResponse = { story: storyView(await getStoryDoc(ctx, principal.orgId, contentId)) };
    res.json(body);
  });

  route(contentRoutes.stories, async ({ query }, _req, res) => {
    const principal = principalOf(res);
    const { profileIds, idAction: campaignId, from, to } = query;
    res.json(await pageOfStories(ctx, principal.orgId, await storiesFilter(ctx, principal, { profileIds, campaignId, from, to }), query));
  });

  route(contentRoutes.storiesResource, async ({ query: { range, sort, filter: selection = {} } }, _req, res) => {
    const principal = principalOf(res);
    const { profileId, ...rest } = selection;
    const filter = await storiesFilter(ctx, principal, { ...rest, ...(profileId ? { profileIds: [profileId] } : {}) });
    const { skip, limit } = rangeWindow(range);
    const order = sort ? ([sort[0], sort[1] === 'ASC' ? 1 : -1] as const) : undefined;
    const { stories, total } = await findStories(ctx, principal.orgId, filter, { skip, limit, order });
    sendResourcePage(res, STORIES_RESOURCE, skip, stories.map(withId), total);
  });

  route(contentRoutes.storiesOfProfile, async ({ query: { profileId, page, limit } }, _req, res) => {
    const principal = principalOf(res);
    await getProfileDoc(ctx, principal.orgId, profileId, await visibleProfileIds(ctx, principal));
    res.json(await pageOfStories(ctx, principal.orgId, { profileId }, { page, limit }));
  });
}
