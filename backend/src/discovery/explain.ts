import { filterNamesOf, type DiscoverFilterName, type ExplainSearchResponse } from '@scout/contracts/discovery/explain';
import type { DiscoverFilter } from '@scout/contracts/discovery/search';
import type { BankStore } from './bank/port';

const COUNT_ONLY = { offset: 0, limit: 0 };

/**
 * A search counted filter by filter: all of them, each alone, all but each, the whole bank, and the
 * follower range on the search's platform. Counts only, so it spends no search credit.
 */
export async function explainSearch(bank: Pick<BankStore, 'search'>, filter: DiscoverFilter): Promise<ExplainSearchResponse> {
  const sort = { sortBy: filter.sortBy, orderBy: filter.orderBy };
  const count = async (narrowed: DiscoverFilter) => (await bank.search(narrowed, COUNT_ONLY)).total;
  const alone = (name: DiscoverFilterName): DiscoverFilter => ({ ...sort, [name]: filter[name] });
  const without = (name: DiscoverFilterName): DiscoverFilter => {
    const { [name]: _dropped, ...others } = filter;
    return others;
  };
  // Creators with a follower count on the platform, fewest and most first.
  const extreme = async (orderBy: 'asc' | 'desc') => {
    const { entries } = await bank.search(
      { platform: filter.platform, followers: { min: 0 }, sortBy: 'followers', orderBy },
      { offset: 0, limit: 1 },
    );
    return entries[0]?.followers ?? null;
  };
  const names = filterNamesOf(filter);
  const [total, bankTotal, min, max, perFilter] = await Promise.all([
    count(filter),
    count(sort),
    extreme('asc'),
    extreme('desc'),
    Promise.all(names.map(async (name) => ({ name, alone: await count(alone(name)), without: await count(without(name)) }))),
  ]);
  return { total, bankTotal, followers: { min, max }, filters: perFilter };
}
