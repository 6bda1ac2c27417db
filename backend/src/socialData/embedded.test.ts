import { describe, expect, it } from '@jest/globals';
import { profileSnapshotSchema } from '@scout/contracts/socialData';
import { EmbeddedSocialData, profileBankId } from './embedded';

const sample = EmbeddedSocialData.fromSample();

describe('embedded social data (the shipped sample)', () => {
  it('holds a few hundred valid creators on the three platforms', () => {
    expect(sample.creators.length).toBeGreaterThan(300);
    expect(new Set(sample.creators.map((c) => c.platform))).toEqual(new Set(['instagram', 'tiktok', 'youtube']));
    for (const creator of sample.creators) expect(profileSnapshotSchema.parse(creator)).toEqual(creator);
  });

  it('knows the creators people try first, with their real follower history', async () => {
    const cristiano = await sample.lookup('instagram', '@Cristiano');
    expect(cristiano).toMatchObject({ username: 'cristiano', statistics: { followers: 523_000_000 } });
    expect(cristiano!.followerHistory.map((p) => p.date)).toEqual(['2022-12-15', '2022-11-15', '2022-09-15', '2022-06-15']);
    expect(await sample.lookup('tiktok', 'khaby.lame')).toMatchObject({ statistics: { followers: 153_100_000 } });
    expect(await sample.lookup('youtube', 'mrbeast')).toMatchObject({ username: 'MrBeast' });
  });

  it('has posts for the TikTok video creators, newest first', () => {
    const withPosts = sample.creators.filter((c) => c.recentPosts.length > 0);
    expect(withPosts.length).toBeGreaterThanOrEqual(50);
    for (const creator of withPosts) {
      expect(creator.platform).toBe('tiktok');
      const times = creator.recentPosts.map((p) => p.publishedAt);
      expect(times).toEqual([...times].sort().reverse());
    }
  });

  it('answers null for a creator outside the sample and never invents contacts', async () => {
    expect(await sample.lookup('instagram', 'surely-not-a-real-handle-42')).toBeNull();
    expect(await sample.contacts('instagram', 'surely-not-a-real-handle-42')).toBeNull();
    expect(await sample.contacts('instagram', 'cristiano')).toEqual([]);
  });

  it('suggests related creators of the same platform and category, nearest follower counts first', async () => {
    const related = await sample.related('instagram', 'cristiano', 5);
    expect(related).toHaveLength(5);
    expect(related.map((r) => r.username)).not.toContain('cristiano');
    for (const r of related) {
      expect(r.platform).toBe('instagram');
      expect((await sample.lookup('instagram', r.username))!.identity.category).toBe('Sports with a ball');
    }
    expect(related[0]!.username).toBe('leomessi');
  });

  it('resolves stable profile bank ids', async () => {
    expect(profileBankId('instagram', 'Cristiano')).toBe(profileBankId('instagram', 'cristiano'));
    expect(await sample.bankEntry(profileBankId('tiktok', 'khaby.lame'))).toEqual({ platform: 'tiktok', username: 'khaby.lame' });
    expect(await sample.bankEntry('00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
