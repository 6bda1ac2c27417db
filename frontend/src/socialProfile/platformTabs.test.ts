import { describe, expect, it } from '@jest/globals';
import { platformCountsOf, platformTabs, selectedPlatform } from './platformTabs';

describe('platformTabs', () => {
  it('puts "all" first with the sum, then every known platform, 0 where it holds nothing', () => {
    expect(platformTabs({ tiktok: 21, youtube: 5 }, 'all')).toEqual([
      { platform: 'all', count: 26 },
      { platform: 'instagram', count: 0 },
      { platform: 'tiktok', count: 21 },
      { platform: 'youtube', count: 5 },
    ]);
  });

  it('adds a tab for another platform that holds items or is selected, so the tabs add up to "all"', () => {
    const tabs = platformTabs({ instagram: 2, twitch: 3 }, 'pinterest');
    expect(tabs.map((tab) => tab.platform)).toEqual(['all', 'instagram', 'tiktok', 'youtube', 'twitch', 'pinterest']);
    expect(tabs.find((tab) => tab.platform === 'all')?.count).toBe(5);
    expect(tabs.find((tab) => tab.platform === 'pinterest')?.count).toBe(0);
  });

  it('has no counts until the server answered them', () => {
    expect(platformTabs(null, 'all').map((tab) => tab.count)).toEqual([null, null, null, null]);
  });
});

describe('platformCountsOf', () => {
  it('reads the counts a list answered, and nothing from anything else', () => {
    expect(platformCountsOf({ platformCounts: { tiktok: 21 } })).toEqual({ tiktok: 21 });
    expect(platformCountsOf(undefined)).toBeNull();
    expect(platformCountsOf({ platformCounts: { tiktok: -1 } })).toBeNull();
    expect(platformCountsOf({ platformCounts: { tiktok: '21' } })).toBeNull();
  });
});

describe('selectedPlatform', () => {
  it('opens on every platform unless the filter names one', () => {
    expect(selectedPlatform(undefined)).toBe('all');
    expect(selectedPlatform('')).toBe('all');
    expect(selectedPlatform('tiktok')).toBe('tiktok');
  });
});
