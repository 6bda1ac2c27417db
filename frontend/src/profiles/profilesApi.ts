import type { GetListParams } from 'react-admin';
import { hasResettableFilters, resetFiltersStepwise } from '../platform/filters';
import { toQueryString } from '../platform/queryString';
import {
  LIST_DEFAULT_PLATFORM,
  PROFILE_SORT_FIELDS,
  PROFILES_PER_PAGE,
  type ProfileRecord,
  type ProfileSortField,
  type SavedProfile,
} from './types';

export const PROFILES_PATH = '/customer/socialProfiles';
export const PROFILE_PATH = '/customer/socialProfile';

type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

/**
 * The saved-profiles route for a react-admin list query: 1-based page, sortBy/orderBy, platform
 * (every platform, `all`, unless the filter names one), `q` as search, and the
 * filters favourite (true/false), listId and customField (+ customFieldValue).
 */
export function profilesListPath({ pagination, sort, filter }: ListParams): string {
  const filters = isRecord(filter) ? filter : {};
  return (
    PROFILES_PATH +
    toQueryString({
      page: positiveInteger(pagination?.page, 1),
      limit: positiveInteger(pagination?.perPage, PROFILES_PER_PAGE),
      platform: text(filters.platform) ?? LIST_DEFAULT_PLATFORM,
      sortBy: sortField(sort?.field),
      orderBy: sort?.order === 'ASC' ? 'asc' : 'desc',
      search: text(filters.q),
      favourite: typeof filters.favourite === 'boolean' ? filters.favourite : undefined,
      listId: text(filters.listId),
      customField: text(filters.customField),
      customFieldValue: text(filters.customField) ? text(filters.customFieldValue) : undefined,
    })
  );
}

/**
 * Spec section 4: resetting the saved-profile filters keeps the platform tab, the list (the spec's
 * "list slug": Scout names lists by id) and favourite; search and the custom-field filter go. The
 * sort is not a filter and stays.
 */
export const PROFILE_KEPT_FILTERS = ['platform', 'listId', 'favourite'] as const;

/** What no Reset clears: the platform tab. */
export const PROFILE_TAB_FILTERS = ['platform'] as const;

/** Clears search and the custom-field filter; when only the list and favourite are left, clears those (resetFiltersStepwise). */
export function resetProfileFilters(filter: Record<string, unknown>): Record<string, unknown> {
  return resetFiltersStepwise(filter, PROFILE_KEPT_FILTERS, PROFILE_TAB_FILTERS, { platform: LIST_DEFAULT_PLATFORM });
}

/** Whether a reset would clear anything: any filter but the platform tab (the Reset button is enabled then). */
export function hasProfileFiltersToReset(filter: Record<string, unknown>): boolean {
  return hasResettableFilters(filter, PROFILE_TAB_FILTERS);
}

export function profilePath(id: string | number): string {
  return `${PROFILE_PATH}/${encodeURIComponent(String(id))}`;
}

export function deleteProfilePath(id: string | number): string {
  return PROFILE_PATH + toQueryString({ profileId: String(id) });
}

export function toProfileRecord(profile: SavedProfile): ProfileRecord {
  return { ...profile, id: profile._id };
}

function sortField(field: string | undefined): ProfileSortField {
  return PROFILE_SORT_FIELDS.find((candidate) => candidate === field) ?? 'createdAt';
}

function positiveInteger(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
