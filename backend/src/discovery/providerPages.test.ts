import { describe, expect, it } from '@jest/globals';
import type { DiscoverFilter } from '@scout/contracts/discovery/search';
import type { CreatorSearchPage } from '../socialData/port';
import { ProviderPageCache } from './providerPages';

const filter: DiscoverFilter = { platform: 'instagram', sortBy: 'followers', orderBy: 'desc' };
const position = { offset: 0, limit: 20, cursor: null };
const page = (total: number): CreatorSearchPage => ({ source: 'provider', total, entries: [], cursor: null });

describe('ProviderPageCache', () => {
  it('keeps a page per organisation, filter and position for its time, and never a failed search', async () => {
    let now = 0;
    const cache = new ProviderPageCache(1000, () => now);
    let asked = 0;
    const search = async () => page(++asked);
    expect(await cache.page('org-a', filter, position, search)).toEqual({ page: page(1), fresh: true });
    expect(await cache.page('org-a', { ...filter }, position, search)).toEqual({ page: page(1), fresh: false });
    // Another organisation, filter or position asks again.
    expect((await cache.page('org-b', filter, position, search)).page.total).toBe(2);
    expect((await cache.page('org-a', { ...filter, verified: true }, position, search)).page.total).toBe(3);
    expect((await cache.page('org-a', filter, { ...position, offset: 20, cursor: '20' }, search)).page.total).toBe(4);
    // Past its time the page is asked again.
    now = 1001;
    expect(await cache.page('org-a', filter, position, search)).toEqual({ page: page(5), fresh: true });
    // A failure is not kept: the next call asks again.
    const failing = async (): Promise<CreatorSearchPage> => {
      throw new Error('down');
    };
    await expect(cache.page('org-c', filter, position, failing)).rejects.toThrow('down');
    expect((await cache.page('org-c', filter, position, search)).fresh).toBe(true);
  });

  it('keeps nothing with a time of 0', async () => {
    const cache = new ProviderPageCache(0);
    let asked = 0;
    const search = async () => page(++asked);
    await cache.page('org-a', filter, position, search);
    expect(await cache.page('org-a', filter, position, search)).toEqual({ page: page(2), fresh: true });
  });
});
