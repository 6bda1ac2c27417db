import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { profileSnapshotSchema, relatedProfileSchema, socialPostSchema, type ProfileSnapshot } from '@scout/contracts/socialData';
import { insightIqOnFake, startFakeSocialData } from '../../../tests/support/fakeSocialData';
import { EmbeddedSocialData } from './embedded';
import type { SocialDataProvider } from './port';

/** What every adapter of the port promises, run against both: the sample and the HTTP API (on a fake). */
let fake: Awaited<ReturnType<typeof startFakeSocialData>>;
const adapters: Record<string, () => SocialDataProvider> = {
  embedded: () => EmbeddedSocialData.fromSample(),
  insightiq: () => insightIqOnFake(fake, EmbeddedSocialData.fromSample()),
};

beforeAll(async () => {
  fake = await startFakeSocialData();
  fake.add('instagram', 'cristiano');
});
afterAll(async () => fake.close());

describe.each(Object.keys(adapters))('social-data port: %s adapter', (name) => {
  const provider = () => adapters[name]!();

  it('looks up a known creator as a valid snapshot of the asked platform and handle', async () => {
    const snapshot = (await provider().lookup('instagram', 'cristiano')) as ProfileSnapshot;
    expect(profileSnapshotSchema.parse(snapshot)).toEqual(snapshot);
    expect(snapshot).toMatchObject({ platform: 'instagram', username: 'cristiano' });
    expect(snapshot.statistics.followers).toBeGreaterThan(0);
  });

  it('answers null, not an error, for an unknown creator', async () => {
    expect(await provider().lookup('instagram', 'no-such-creator-xyz')).toBeNull();
    expect(await provider().contacts('instagram', 'no-such-creator-xyz')).toBeNull();
  });

  it('suggests related creators of the same platform, within the limit and without the creator', async () => {
    const related = await provider().related('instagram', 'cristiano', 2);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(2);
    for (const r of related) {
      expect(relatedProfileSchema.parse(r)).toEqual(r);
      expect(r).toMatchObject({ platform: 'instagram' });
      expect(r.username).not.toBe('cristiano');
    }
  });

  it('answers null for an unknown profile bank id', async () => {
    expect(await provider().bankEntry('00000000-0000-4000-8000-000000000000')).toBeNull();
  });

  it('looks up one post by its address with the counts its creator shows, null for an unknown address (live tracking)', async () => {
    const creator =
      name === 'embedded'
        ? EmbeddedSocialData.fromSample().creators.find((c) => c.recentPosts.some((p) => p.url))!
        : { platform: 'instagram', username: 'cristiano' };
    const snapshot = (await provider().lookup(creator.platform, creator.username)) as ProfileSnapshot;
    const shown = snapshot.recentPosts.find((p) => p.url)!;
    const post = await provider().post(creator.platform, shown.url!);
    expect(post && socialPostSchema.parse(post)).toEqual(shown);
    expect(await provider().post(creator.platform, `${shown.url!}-no-such-post`)).toBeNull();
  });

  it("reads a creator's posts within the depth, newest first, with the snapshot's among them; null for an unknown creator", async () => {
    const creator =
      name === 'embedded'
        ? EmbeddedSocialData.fromSample().creators.find((c) => c.recentPosts.length > 1)!
        : { platform: 'instagram', username: 'cristiano' };
    const snapshot = (await provider().lookup(creator.platform, creator.username)) as ProfileSnapshot;
    const allTime = { maxPosts: 1000, publishedAfter: '2000-01-01T00:00:00.000Z' };
    const posts = (await provider().posts(creator.platform, creator.username, allTime))!;
    for (const post of posts) expect(socialPostSchema.parse(post)).toEqual(post);
    const times = posts.map((p) => Date.parse(p.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(posts.map((p) => p.postId)).toEqual(expect.arrayContaining(snapshot.recentPosts.map((p) => p.postId)));

    expect(await provider().posts(creator.platform, creator.username, { ...allTime, maxPosts: 1 })).toEqual(posts.slice(0, 1));
    expect(await provider().posts(creator.platform, creator.username, { ...allTime, publishedAfter: posts[0]!.publishedAt })).toEqual([]);
    expect(await provider().posts('instagram', 'no-such-creator-xyz', allTime)).toBeNull();
  });
});
