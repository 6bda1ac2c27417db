import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { profileSnapshotSchema } from '@scout/contracts/socialData';
import { hashtagsOf, mentionsOf, readTiktokVideosCsv, tiktokPostTimeToUtc } from './tiktokVideos';

const fixture = readFileSync(new URL('../fixtures/tiktok-users-videos.sample.csv', import.meta.url), 'utf8');
const snapshots = readTiktokVideosCsv(fixture);
const of = (username: string) => snapshots.find((snapshot) => snapshot.username === username)!;

describe('readTiktokVideosCsv', () => {
  it('gives one valid snapshot per creator', () => {
    expect(snapshots.map((s) => s.username).sort()).toEqual(['chi.nese_', 'dinvitg02', 'lehaphuongboutique', 'y13.hn_']);
    for (const snapshot of snapshots) expect(profileSnapshotSchema.parse(snapshot)).toEqual(snapshot);
  });

  it('reads "353.1K" style follower counts', () => {
    expect(of('chi.nese_').statistics.followers).toBe(353_100);
    expect(of('dinvitg02').statistics.followers).toBe(691_600);
  });

  it('lists posts newest first with times converted from Vietnam time to UTC', () => {
    const posts = of('chi.nese_').recentPosts;
    expect(posts).toHaveLength(6);
    expect(posts[0]!.publishedAt).toBe('2025-02-26T07:04:03.000Z');
    expect(posts.at(-1)!.publishedAt).toBe('2025-02-23T03:48:59.000Z');
    expect(posts.map((p) => p.publishedAt)).toEqual([...posts.map((p) => p.publishedAt)].sort().reverse());
  });

  it('maps one video with its counts, hashtags and address', () => {
    const post = of('chi.nese_').recentPosts.find((p) => p.postId === '7475211113097956624')!;
    expect(post).toMatchObject({
      type: 'video',
      url: 'https://www.tiktok.com/@chi.nese_/video/7475211113097956624',
      views: 1_600_000,
      likes: 107_400,
      comments: 394,
      shares: 6766,
      saves: 27_800,
      mentions: [],
    });
    expect(post.hashtags).toContain('douyin抖音');
    expect(post.hashtags).toContain('fyp');
  });

  it('leaves counts the scrape did not get as null and averages only the known ones', () => {
    const posts = of('lehaphuongboutique').recentPosts;
    expect(posts.find((p) => p.postId === '7509465282499349790')!.shares).toBeNull();
    const stats = of('lehaphuongboutique').statistics;
    expect(stats.averageComments).toBe(Math.round(((4 + 18 + 5 + 4 + 6 + 4 + 6) / 7) * 100) / 100);
    expect(stats).toMatchObject({ following: null, posts: null, providerEngagementRate: null });
  });

  it('averages likes and views over the listed posts', () => {
    const stats = of('chi.nese_').statistics;
    expect(stats.averageLikes).toBe(Math.round(((7269 + 5815 + 33_000 + 107_400 + 4127 + 2582) / 6) * 100) / 100);
    expect(stats.averageViews).toBe(Math.round(((213_100 + 180_700 + 310_400 + 1_600_000 + 108_400 + 124_100) / 6) * 100) / 100);
  });

  it('finds mentions in captions and ignores a bare @', () => {
    expect(of('y13.hn_').recentPosts[0]!.mentions).toEqual(['yjn._bbie']);
    expect(of('dinvitg02').recentPosts.flatMap((p) => p.mentions)).toEqual([]);
  });
});

describe('dataset text helpers', () => {
  it('treats times as UTC+7 and rejects other shapes', () => {
    expect(tiktokPostTimeToUtc('2025-01-01 03:00:00')).toBe('2024-12-31T20:00:00.000Z');
    expect(tiktokPostTimeToUtc('yesterday')).toBeNull();
  });

  it('lower-cases hashtags, drops "#" and duplicates', () => {
    expect(hashtagsOf('#FYP, Viral, fyp, ')).toEqual(['fyp', 'viral']);
    expect(hashtagsOf(null)).toEqual([]);
  });

  it('lower-cases mentions and drops a trailing dot', () => {
    expect(mentionsOf('thanks @Some.One. and @other_1!')).toEqual(['some.one', 'other_1']);
  });
});
