import type { DiscoverFilter } from '@scout/contracts/discovery/search';
import type { CreatorSearchPage, CreatorSearchPosition, SocialDataProvider } from '../socialData/port';
import { filterHash } from './pageToken';

/** Pages kept at most per provider (oldest out first). */
const MAX_PAGES = 2000;

interface Kept {
  until: number;
  page: Promise<CreatorSearchPage>;
}

/**
 * A short-lived cache of the provider's search pages per organisation, filter and position, so
 * paging back and forth (or a screen searching again) does not pay the provider twice. One per
 * provider object; a failed search is not kept.
 */
export class ProviderPageCache {
  private readonly pages = new Map<string, Kept>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The page, and whether it was searched now (false: kept from a search a moment ago). */
  async page(
    orgId: string,
    filter: DiscoverFilter,
    position: CreatorSearchPosition,
    search: () => Promise<CreatorSearchPage>,
  ): Promise<{ page: CreatorSearchPage; fresh: boolean }> {
    const key = `${orgId}\u0000${filterHash(filter)}\u0000${position.offset}\u0000${position.limit}\u0000${position.cursor ?? ''}`;
    const now = this.now();
    const kept = this.pages.get(key);
    if (kept && kept.until > now) return { page: await kept.page, fresh: false };
    if (kept) this.pages.delete(key);
    const page = search();
    if (this.ttlMs > 0) {
      this.pages.set(key, { until: now + this.ttlMs, page });
      page.catch(() => this.pages.delete(key));
      while (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    }
    return { page: await page, fresh: true };
  }
}

const caches = new WeakMap<SocialDataProvider, ProviderPageCache>();

export function providerPageCacheOf(provider: SocialDataProvider, ttlSeconds: number): ProviderPageCache {
  let cache = caches.get(provider);
  if (!cache) {
    cache = new ProviderPageCache(ttlSeconds * 1000);
    caches.set(provider, cache);
  }
  return cache;
}
