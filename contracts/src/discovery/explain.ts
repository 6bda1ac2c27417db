import { z } from 'zod';
import { discoverFilterSchema, type DiscoverFilter } from './search';

/** The filters of a discover search that narrow it (the sort does not). */
export type DiscoverFilterName = Exclude<keyof DiscoverFilter, 'sortBy' | 'orderBy'>;
export const DISCOVER_FILTER_NAMES = Object.keys(discoverFilterSchema.shape).filter(
  (name): name is DiscoverFilterName => name !== 'sortBy' && name !== 'orderBy',
);

/** The filters a search sets, in the schema's order. */
export const filterNamesOf = (filter: DiscoverFilter): DiscoverFilterName[] =>
  DISCOVER_FILTER_NAMES.filter((name) => filter[name] !== undefined);

/**
 * `POST /customer/discover/explain`: what a search finds counted filter by filter, for an empty
 * result to say which filter emptied it. It answers counts only, never a creator, so it spends no
 * search credit.
 */
export const explainSearchRequestSchema = z.object({ filter: discoverFilterSchema }).strict();
export type ExplainSearchRequest = z.output<typeof explainSearchRequestSchema>;

const count = z.number().int().min(0);

export const explainSearchResponseSchema = z.object({
  /** Creators matching every filter. */
  total: count,
  /** Creators in the bank. */
  bankTotal: count,
  /** The fewest and most followers of the bank's creators on the search's platform (on every platform without one). */
  followers: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  /** Each filter of the search, in the schema's order: creators matching it alone, and matching all the others without it. */
  filters: z.array(
    z.object({ name: z.enum(DISCOVER_FILTER_NAMES as [DiscoverFilterName, ...DiscoverFilterName[]]), alone: count, without: count }),
  ),
});
export type ExplainSearchResponse = z.infer<typeof explainSearchResponseSchema>;
