import { CONTENT_PAGE_SIZE, CONTENT_PAGE_SIZE_MAX, CONTENT_SORT_FIELDS, CONTENT_TYPES } from '@scout/contracts/content/constants';
import { LIST_DEFAULT_PLATFORM } from '../socialProfile/platforms';
import { hasResettableFilters, resetFilters } from '../platform/filters';
import type { QueryValue } from '../platform/queryString';

export type ContentSortField = (typeof CONTENT_SORT_FIELDS)[number];
export const DEFAULT_CONTENT_SORT = { field: 'publishedAt', order: 'DESC' } as const;

/** What react-admin's list controller hands the data provider. */
export interface ContentListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const isSortField = (field: string | undefined): field is ContentSortField => CONTENT_SORT_FIELDS.some((f) => f === field);

/**
 * The query of `GET /customer/contents` for a list state. The API refuses any parameter it does not
 * name, so only its filters travel: platform (every platform, `all`, unless chosen), type, profileId, list,
 * from/to (days), tracked; the sort is one of the API's fields, anything else the default.
 */
export function contentsQuery({ pagination, sort, filter = {} }: ContentListParams): Record<string, QueryValue> {
  const type = text(filter.type);
  const tracked = filter.tracked;
  const sortBy: ContentSortField = isSortField(sort?.field) ? sort.field : 'publishedAt';
  return {
    page: Math.max(1, pagination?.page ?? 1),
    limit: Math.min(CONTENT_PAGE_SIZE_MAX, Math.max(1, pagination?.perPage ?? CONTENT_PAGE_SIZE)),
    platform: text(filter.platform) ?? LIST_DEFAULT_PLATFORM,
    type: CONTENT_TYPES.some((t) => t === type) ? type : undefined,
    profileId: text(filter.profileId),
    list: text(filter.list),
    from: text(filter.from),
    to: text(filter.to),
    tracked: typeof tracked === 'boolean' ? tracked : undefined,
    sortBy,
    orderBy: sort?.order === 'ASC' ? 'asc' : 'desc',
  };
}

/** Spec section 4: resetting the filters keeps the platform (and the sort, which is not a filter). */
export const CONTENT_KEPT_FILTERS = ['platform'] as const;

export function resetContentFilters(filter: Record<string, unknown>): Record<string, unknown> {
  return resetFilters(filter, CONTENT_KEPT_FILTERS, { platform: LIST_DEFAULT_PLATFORM });
}

/** Whether any filter beyond the platform is set (the Reset button is enabled then). */
export function hasContentFilters(filter: Record<string, unknown>): boolean {
  return hasResettableFilters(filter, CONTENT_KEPT_FILTERS);
}
