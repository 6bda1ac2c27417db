import type { PlatformCounts } from '@scout/contracts/profiles/responses';
import { ALL_PLATFORMS, KNOWN_PLATFORMS, LIST_DEFAULT_PLATFORM } from './platforms';

export interface PlatformTab {
  platform: string;
  /** Items on the tab under the list's other filters; null until the server has answered. */
  count: number | null;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/**
 * The counts per platform the list's resource put beside its page (`meta.platformCounts`, as the API
 * answered them); null until there are any. Read without zod, which the list screens do not load.
 */
export function platformCountsOf(meta: unknown): PlatformCounts | null {
  const counts: unknown = typeof meta === 'object' && meta !== null ? (meta as { platformCounts?: unknown }).platformCounts : undefined;
  if (typeof counts !== 'object' || counts === null || !Object.values(counts).every(isCount)) return null;
  return counts as PlatformCounts;
}

/** The tab a list's platform filter selects; an unset or empty one is the default tab. */
export function selectedPlatform(filter: unknown): string {
  return typeof filter === 'string' && filter.trim() !== '' ? filter : LIST_DEFAULT_PLATFORM;
}

/**
 * The platform tabs: "all" with every item, the known platforms (with 0 when they hold none), then any
 * other platform that holds items or is selected, so the tabs add up to "all".
 */
export function platformTabs(counts: PlatformCounts | null, selected: string): PlatformTab[] {
  const others = [...Object.keys(counts ?? {}), selected].filter(
    (platform) => platform !== ALL_PLATFORMS && !(KNOWN_PLATFORMS as readonly string[]).includes(platform),
  );
  const count = (platform: string) => (counts ? (counts[platform] ?? 0) : null);
  const total = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;
  return [
    { platform: ALL_PLATFORMS, count: total },
    ...[...KNOWN_PLATFORMS, ...new Set(others)].map((platform) => ({ platform, count: count(platform) })),
  ];
}
