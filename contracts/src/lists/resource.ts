import { z } from 'zod';
import { resourceListQuerySchema, type ResourceListQuery } from '../platform/resourceLists';

/** The lists' Resource: its list is the lists page, at `/lists`. */
export const LISTS_RESOURCE = 'lists';
export const LIST_SORT_FIELDS = ['name', 'count', 'createdAt', 'updatedAt'] as const;
export type ListSortField = (typeof LIST_SORT_FIELDS)[number];

/**
 * `GET /customer/resources/lists` (react-admin's list protocol, see resourceLists): the lists of
 * `GET /customer/listwithCount`, `q` searching their names, `shared` whether they have a public link.
 */
export const listsResourceQuerySchema = resourceListQuerySchema(
  { q: z.string().trim().max(200).optional(), shared: z.boolean().optional() },
  LIST_SORT_FIELDS,
);
export type ListsResourceQuery = ResourceListQuery<{ q?: string; shared?: boolean }, ListSortField>;
