import type { ProfileSnapshot, SocialPost } from '@scout/contracts/socialData';
import { cellText, readCsvRows } from './csv';
import { emptySnapshot } from './emptySnapshot';
import { averageOf, parseCount } from './numbers';

/** The scrape writes local wall-clock times without a zone; its creators are in Vietnam (UTC+7, no DST). */
const SOURCE_UTC_OFFSET = '+07:00';
const MAX_POSTS = 50;

/** A `vid_postTime` such as "2025-02-23 10:48:59" (Asia/Ho_Chi_Minh) as a UTC ISO instant. */
export function tiktokPostTimeToUtc(text: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text.trim());
  if (!match) return null;
  const instant = new Date(`${match[1]}T${match[2]}${SOURCE_UTC_OFFSET}`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

export function hashtagsOf(text: string | null): string[] {
  if (!text) return [];
  const tags = text
    .split(',')
    .map((tag) => tag.trim().replace(/^#+/, '').toLowerCase())
    .filter((tag) => tag !== '');
  return [...new Set(tags)].slice(0, 100);
}

export function mentionsOf(caption: string): string[] {
  const handles = [...caption.matchAll(/@([\w.]+)/g)].map((match) => match[1]!.replace(/\.+$/, '').toLowerCase());
  return [...new Set(handles.filter((handle) => handle !== ''))].slice(0, 100);
}

interface Columns {
  user: number;
  followers: number;
  id: number;
  caption: number;
  postTime: number;
  views: number;
  likes: number;
  comments: number;
  shares: number;
  saves: number;
  hashtags: number;
  url: number;
}

function columnsOf(header: readonly string[]): Columns {
  const at = (name: string): number => {
    const index = header.findIndex((cell) => cell.trim() === name);
    if (index < 0) throw new Error(`users_videos.csv: column ${name} is missing`);
    return index;
  };
  return {
    user: at('user_name'),
    followers: at('user_nfollower'),
    id: at('vid_id'),
    caption: at('vid_caption'),
    postTime: at('vid_postTime'),
    views: at('vid_nview'),
    likes: at('vid_nlike'),
    comments: at('vid_ncomment'),
    shares: at('vid_nshare'),
    saves: at('vid_nsave'),
    hashtags: at('vid_hashtags'),
    url: at('vid_url'),
  };
}

function postOf(row: readonly string[], c: Columns): SocialPost | null {
  const postId = cellText(row, c.id);
  const publishedAt = tiktokPostTimeToUtc(row[c.postTime] ?? '');
  if (!postId || !publishedAt) return null;
  const caption = (row[c.caption] ?? '').slice(0, 5000);
  const url = cellText(row, c.url);
  return {
    postId,
    url: url && /^https?:\/\//.test(url) ? url : null,
    type: 'video',
    publishedAt,
    caption,
    likes: parseCount(row[c.likes]),
    comments: parseCount(row[c.comments]),
    views: parseCount(row[c.views]),
    shares: parseCount(row[c.shares]),
    saves: parseCount(row[c.saves]),
    hashtags: hashtagsOf(cellText(row, c.hashtags)),
    mentions: mentionsOf(caption),
  };
}

/**
 * One TikTok snapshot per creator of the tiktok-videos-2025 `users_videos.csv`: follower count as
 * scraped, the latest 50 videos newest first, and average likes, comments and views over those
 * videos. Nothing the file does not hold (following, post count, engagement rate) is filled in.
 */
export function readTiktokVideosCsv(text: string): ProfileSnapshot[] {
  const [header, ...rows] = readCsvRows(text);
  if (!header) return [];
  const c = columnsOf(header);
  const byUser = new Map<string, { followers: number | null; posts: Map<string, SocialPost> }>();
  for (const row of rows) {
    const username = cellText(row, c.user)?.toLowerCase();
    if (!username) continue;
    const entry = byUser.get(username) ?? { followers: null, posts: new Map<string, SocialPost>() };
    entry.followers = parseCount(row[c.followers]) ?? entry.followers;
    const post = postOf(row, c);
    if (post) entry.posts.set(post.postId, post);
    byUser.set(username, entry);
  }
  return [...byUser].map(([username, entry]) => {
    const snapshot = emptySnapshot('tiktok', username);
    const recentPosts = [...entry.posts.values()].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, MAX_POSTS);
    snapshot.recentPosts = recentPosts;
    snapshot.statistics.followers = entry.followers;
    snapshot.statistics.averageLikes = averageOf(recentPosts.map((post) => post.likes));
    snapshot.statistics.averageComments = averageOf(recentPosts.map((post) => post.comments));
    snapshot.statistics.averageViews = averageOf(recentPosts.map((post) => post.views));
    return snapshot;
  });
}
