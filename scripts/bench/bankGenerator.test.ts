import { describe, expect, it } from '@jest/globals';
import { bankCreatorSchema } from '@scout/contracts/discovery/bank';
import { generateBankCreators, SYNTHETIC_SOURCE } from './bankGenerator';

describe('synthetic bank creators (benchmarks only)', () => {
  const creators = [...generateBankCreators(5000, { seed: 1 })].map((c) => bankCreatorSchema.parse(c));

  it('are valid bank rows, all marked synthetic, unique by platform and handle', () => {
    for (const c of creators) expect(c).toMatchObject({ synthetic: true, sources: [SYNTHETIC_SOURCE] });
    expect(new Set(creators.map((c) => `${c.platform}/${c.username}`)).size).toBe(creators.length);
  });

  it('have the mix and spreads of a real bank: platforms, log-normal followers, engagement falling with size', () => {
    const share = (platform: string) => creators.filter((c) => c.platform === platform).length / creators.length;
    expect(share('instagram')).toBeGreaterThan(0.4);
    expect(share('youtube')).toBeLessThan(0.25);
    const followers = creators.map((c) => c.followers!).sort((a, b) => a - b);
    const median = followers[Math.floor(followers.length / 2)]!;
    expect(median).toBeGreaterThan(10_000);
    expect(median).toBeLessThan(60_000);
    expect(followers.at(-1)!).toBeGreaterThan(100 * median);
    const meanRate = (list: typeof creators) => list.reduce((s, c) => s + c.engagementRate!, 0) / list.length;
    expect(meanRate(creators.filter((c) => c.followers! < 10_000))).toBeGreaterThan(
      meanRate(creators.filter((c) => c.followers! > 1_000_000)),
    );
  });

  it('are the same for the same seed', () => {
    expect([...generateBankCreators(3, { seed: 1 })]).toEqual([...generateBankCreators(3, { seed: 1 })]);
  });
});
