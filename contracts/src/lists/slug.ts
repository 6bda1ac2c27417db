import { slugify } from '../platform/slug';

/** The most characters a list's slug takes from its name (before a `-2` suffix). */
export const LIST_SLUG_BASE_MAX = 60;

/** A list's slug as its name gives it: `Summer 2026!` → `summer-2026`; `list` for a name without letters or digits. */
export function listSlugBase(name: string): string {
  return slugify(name).slice(0, LIST_SLUG_BASE_MAX).replace(/-+$/, '') || 'list';
}

/**
 * The first of `base`, `base-2`, `base-3` … that no list of the organisation holds: the slug a new
 * list takes. Slugs stay with their list on rename; a deleted list's slug is free again.
 */
export function uniqueListSlug(name: string, taken: ReadonlySet<string>): string {
  const base = listSlugBase(name);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The slug of a list created before lists had slugs (its `ListCreated` carries none): its name at
 * creation and the first 8 characters of its id, so it is stable and unique; the lists decider
 * counts it as taken like any other.
 */
export const legacyListSlug = (name: string, listId: string): string => `${listSlugBase(name)}-${listId.slice(0, 8).toLowerCase()}`;
