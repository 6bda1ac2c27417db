import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bankCreatorSchema, type BankCreator, type BankCreatorInput, type BankPlatform } from '@scout/contracts/discovery/bank';
import type { ProfileSnapshot, SocialPost } from '@scout/contracts/socialData';
import { foldText } from '@scout/backend/discovery/bank/normalise';
import { averageOf } from '@scout/backend/socialData/datasets/numbers';
import { mergeTop1000Rows, readTop1000Csv, TOP1000_FILES } from '@scout/backend/socialData/datasets/top1000';
import { readTop1000Extras, TOP1000_AUDIENCE_COUNTRY_COLUMN } from '@scout/backend/socialData/datasets/top1000Extras';
import { readTop200InstagramCsv, readTop200YoutubeCsv } from '@scout/backend/socialData/datasets/top200';
import { readYoutubeStatistics2023Csv } from '@scout/backend/socialData/datasets/youtubeStatistics2023';
import { readTiktokVideosCsv } from '@scout/backend/socialData/datasets/tiktokVideos';
import { countryCodeOf } from './countries';

/**
 * The embedded profile bank from the public datasets of the shared data folder (`../shared/data`): one creator per
 * platform and handle. Each figure comes from the first source that gives it, in this order:
 * top1000-social-media-2022 (newest dated snapshot, then older ones, then the undated file),
 * top200-instagram-youtube-2022, youtube-global-statistics-2023, tiktok-videos-2025. Nothing is
 * guessed: a figure no source gives stays null.
 */

export const SOURCES = {
  top1000: 'top1000-social-media-2022 (Kaggle ramjasmaurya/top-1000-social-media-channels, Jun/Sep/Nov/Dec 2022 and undated snapshots)',
  top200: 'top200-instagram-youtube-2022 (Kaggle syedjaferk)',
  youtube2023: 'youtube-global-statistics-2023 (Kaggle nelgiriyewithana)',
  tiktok2025: 'tiktok-videos-2025 (public scrape of TikTok videos of Vietnamese and Asian creators, Nov 2020 - Jun 2025)',
} as const;

const TAGS_KEPT = 30;

interface Draft {
  platform: BankPlatform;
  username: string;
  fullName: string | null;
  categories: string[];
  country: string | null;
  audienceCountry: string | null;
  followers: number | null;
  posts: number | null;
  engagementRate: number | null;
  averageLikes: number | null;
  averageComments: number | null;
  averageViews: number | null;
  followerHistory: Array<{ date: string; followers: number }>;
  hashtags: string[];
  mentions: string[];
  lastPostAt: string | null;
  sources: Set<string>;
}

export interface BankBuild {
  creators: BankCreator[];
  /** Rows left out, and why (a handle the bank cannot hold, a row the schema refuses). */
  skipped: Array<{ source: string; username: string; reason: string }>;
  /** YouTube channels of the top-200 and 2023 sets matched to a top-1000 channel by name. */
  youtubeMatchedByName: number;
  /** Engagement rates above 10,000 % left null. */
  ratesLeftOut: number;
}

const HANDLE = /^[\p{L}\p{N}._-]{1,100}$/u;
/** Letters and digits only, accents and case folded: how channel names are compared. */
const compact = (text: string): string => foldText(text).replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The bank's username for a dataset's handle: lower case, without @. YouTube sets often give a
 * channel's name instead of its handle ("Baby Big Mouth Kids - Sing, Dance, Explore"); such a name
 * becomes its letters and digits ("babybigmouthkidssingdanceexplore"), which identifies the entry
 * but is not necessarily the channel's @handle. Other platforms' invalid handles are skipped.
 */
function bankHandle(platform: BankPlatform, raw: string): string | null {
  const handle = raw.trim().replace(/^@+/, '').toLowerCase();
  if (HANDLE.test(handle)) return handle;
  if (platform !== 'youtube') return null;
  const name = compact(raw).slice(0, 100);
  return name === '' ? null : name;
}

/** Above this (100 times the followers interacting with an average post) a rate says nothing. */
const RATE_MAX = 10_000;
let ratesLeftOut = 0;

/**
 * Percent, 2 decimals: average interactions per post over followers. A few small TikTok accounts
 * of the 2025 scrape have one viral video with hundreds of times their followers in likes; their
 * rate (above the bank's 10,000 %) is left null rather than the creator left out.
 */
function rateOf(interactions: number | null, followers: number | null): number | null {
  if (interactions === null || followers === null || followers <= 0) return null;
  const rate = Math.round((interactions / followers) * 10_000) / 100;
  if (rate > RATE_MAX) {
    ratesLeftOut += 1;
    return null;
  }
  return rate;
}

const interactionsOf = (likes: number | null, comments: number | null): number | null =>
  likes === null || comments === null ? null : likes + comments;

function emptyDraft(platform: BankPlatform, username: string): Draft {
  return {
    platform,
    username,
    fullName: null,
    categories: [],
    country: null,
    audienceCountry: null,
    followers: null,
    posts: null,
    engagementRate: null,
    averageLikes: null,
    averageComments: null,
    averageViews: null,
    followerHistory: [],
    hashtags: [],
    mentions: [],
    lastPostAt: null,
    sources: new Set(),
  };
}

/** Fields a later source may only fill where an earlier one left them null. */
type Fillable =
  | 'fullName'
  | 'country'
  | 'audienceCountry'
  | 'followers'
  | 'posts'
  | 'engagementRate'
  | 'averageLikes'
  | 'averageComments'
  | 'averageViews'
  | 'lastPostAt';

function fill(draft: Draft, source: string, values: Partial<Pick<Draft, Fillable>> & { categories?: readonly string[] }): void {
  draft.sources.add(source);
  for (const [key, value] of Object.entries(values) as Array<[Fillable | 'categories', unknown]>) {
    if (key === 'categories') {
      for (const category of value as string[]) {
        if (!draft.categories.some((known) => known.toLowerCase() === category.toLowerCase())) draft.categories.push(category);
      }
    } else if (draft[key] === null && value !== null && value !== undefined) {
      (draft as unknown as Record<string, unknown>)[key] = value;
    }
  }
}

/** The most frequent values, most first (ties alphabetically). */
function mostFrequent(lists: ReadonlyArray<readonly string[]>, keep: number): string[] {
  const counts = new Map<string, number>();
  for (const list of lists) for (const value of list) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, keep)
    .map(([value]) => value);
}

export function buildBankFromDatasets(dataDir: string): BankBuild {
  ratesLeftOut = 0;
  const read = (...parts: string[]) => readFileSync(path.join(dataDir, ...parts), 'utf8');
  const drafts = new Map<string, Draft>();
  const skipped: BankBuild['skipped'] = [];
  const draftOf = (platform: BankPlatform, username: string): Draft => {
    const key = `${platform}/${username}`;
    let draft = drafts.get(key);
    if (!draft) {
      draft = emptyDraft(platform, username);
      drafts.set(key, draft);
    }
    return draft;
  };

  // 1. top1000-social-media-2022: every platform and snapshot, merged per handle by mergeTop1000Rows.
  const top1000Rows = Object.entries(TOP1000_FILES).flatMap(([file, layout]) =>
    readTop1000Csv(read('top1000-social-media-2022', file), layout),
  );
  const extras = Object.entries(TOP1000_FILES)
    .flatMap(([file, layout]) => readTop1000Extras(read('top1000-social-media-2022', file), layout, TOP1000_AUDIENCE_COUNTRY_COLUMN[file]))
    .sort((a, b) => (b.month ?? '0000').localeCompare(a.month ?? '0000'));
  const extrasOf = new Map<string, { categories: string[]; audienceCountry: string | null }>();
  for (const extra of extras) {
    const key = `${extra.platform}/${extra.username.toLowerCase()}`;
    const known = extrasOf.get(key) ?? { categories: [], audienceCountry: null };
    for (const category of extra.categories) if (!known.categories.includes(category)) known.categories.push(category);
    known.audienceCountry ??= countryCodeOf(extra.audienceCountry);
    extrasOf.set(key, known);
  }
  /** YouTube drafts by compacted channel name and handle, for the sets that only give names. */
  const youtubeByName = new Map<string, Draft>();
  for (const snapshot of mergeTop1000Rows(top1000Rows)) {
    const platform = snapshot.platform as BankPlatform;
    const handle = bankHandle(platform, snapshot.username);
    if (!handle) {
      skipped.push({ source: 'top1000-social-media-2022', username: snapshot.username, reason: 'not a handle' });
      continue;
    }
    const draft = draftOf(platform, handle);
    const extra = extrasOf.get(`${platform}/${snapshot.username.toLowerCase()}`);
    const s = snapshot.statistics;
    fill(draft, SOURCES.top1000, {
      fullName: snapshot.identity.fullName,
      categories: extra?.categories ?? (snapshot.identity.category ? [snapshot.identity.category] : []),
      // The reader keeps a country only where it is the creator's (YouTube's dated files).
      country: countryCodeOf(snapshot.identity.country),
      audienceCountry: extra?.audienceCountry ?? null,
      followers: s.followers,
      averageLikes: s.averageLikes,
      averageComments: s.averageComments,
      averageViews: s.averageViews,
      // Instagram's files give average interactions per post ("Eng. (Avg.)", already over
      // followers in providerEngagementRate); the others give average likes and comments.
      engagementRate:
        s.providerEngagementRate !== null
          ? Math.round(s.providerEngagementRate * 10_000) / 100
          : rateOf(interactionsOf(s.averageLikes, s.averageComments), s.followers),
    });
    if (draft.followerHistory.length === 0)
      draft.followerHistory = [...snapshot.followerHistory].sort((a, b) => a.date.localeCompare(b.date));
    if (platform === 'youtube') {
      for (const name of [snapshot.username, snapshot.identity.fullName]) {
        const key = name ? compact(name) : '';
        if (key !== '' && !youtubeByName.has(key)) youtubeByName.set(key, draft);
      }
    }
  }

  let youtubeMatchedByName = 0;
  /** A YouTube draft for a channel the set names but gives no handle of: the top-1000 one of the same name, or a new one. */
  const youtubeDraft = (source: string, names: ReadonlyArray<string | null>): Draft | null => {
    for (const name of names) {
      const match = name ? youtubeByName.get(compact(name)) : undefined;
      if (match) {
        if (!match.sources.has(source)) youtubeMatchedByName += 1;
        return match;
      }
    }
    const first = names.find((name): name is string => name !== null && bankHandle('youtube', name) !== null);
    if (!first) {
      skipped.push({ source, username: String(names[0]), reason: 'no usable name' });
      return null;
    }
    const draft = draftOf('youtube', bankHandle('youtube', first)!);
    for (const name of names)
      if (name && compact(name) !== '' && !youtubeByName.has(compact(name))) youtubeByName.set(compact(name), draft);
    return draft;
  };

  // 2. top200-instagram-youtube-2022 (undated: no follower history from it).
  for (const row of readTop200InstagramCsv(read('top200-instagram-youtube-2022', 'top_200_instagrammers.csv'))) {
    const handle = bankHandle('instagram', row.username);
    if (!handle) {
      skipped.push({ source: 'top200-instagram-youtube-2022', username: row.username, reason: 'not a handle' });
      continue;
    }
    const draft = draftOf('instagram', handle);
    fill(draft, SOURCES.top200, {
      country: row.country,
      categories: draft.categories.length === 0 && row.category ? [row.category] : [],
      followers: row.followers,
      posts: row.posts,
      averageLikes: row.averageLikes,
      averageComments: row.averageComments,
      averageViews: row.averageViews,
      engagementRate: rateOf(interactionsOf(row.averageLikes, row.averageComments), row.followers),
    });
  }
  for (const row of readTop200YoutubeCsv(read('top200-instagram-youtube-2022', 'top_200_youtubers.csv'))) {
    const draft = youtubeDraft(SOURCES.top200, [row.username, row.fullName]);
    if (!draft) continue;
    fill(draft, SOURCES.top200, {
      fullName: row.fullName,
      country: row.country,
      categories: draft.categories.length === 0 && row.category ? [row.category] : [],
      followers: row.followers,
      averageComments: row.averageComments,
      averageViews: row.averageViews,
    });
  }

  // 3. youtube-global-statistics-2023: subscribers, uploads, category, the channel's country.
  for (const row of readYoutubeStatistics2023Csv(read('youtube-global-statistics-2023', 'global-youtube-statistics.csv'))) {
    const draft = youtubeDraft(SOURCES.youtube2023, [row.name, row.title]);
    if (!draft) continue;
    fill(draft, SOURCES.youtube2023, {
      fullName: row.name,
      country: row.country,
      categories: draft.categories.length === 0 && row.category ? [row.category] : [],
      followers: row.subscribers,
      posts: row.uploads,
    });
  }

  // 4. tiktok-videos-2025: both files, the creator's videos merged; averages over the newest 50.
  const tiktok = new Map<string, { followers: number | null; posts: Map<string, SocialPost> }>();
  for (const file of ['users_videos.csv', 'raw_data.csv']) {
    for (const snapshot of readTiktokVideosCsv(read('tiktok-videos-2025', file)) as ProfileSnapshot[]) {
      const known = tiktok.get(snapshot.username) ?? { followers: null, posts: new Map<string, SocialPost>() };
      known.followers ??= snapshot.statistics.followers;
      for (const post of snapshot.recentPosts) if (!known.posts.has(post.postId)) known.posts.set(post.postId, post);
      tiktok.set(snapshot.username, known);
    }
  }
  for (const [username, known] of tiktok) {
    const handle = bankHandle('tiktok', username);
    if (!handle) {
      skipped.push({ source: 'tiktok-videos-2025', username, reason: 'not a handle' });
      continue;
    }
    const posts = [...known.posts.values()].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, 50);
    const averageLikes = averageOf(posts.map((post) => post.likes));
    const averageComments = averageOf(posts.map((post) => post.comments));
    const draft = draftOf('tiktok', handle);
    fill(draft, SOURCES.tiktok2025, {
      followers: known.followers,
      averageLikes: averageLikes === null ? null : Math.round(averageLikes),
      averageComments: averageComments === null ? null : Math.round(averageComments),
      averageViews: ((v) => (v === null ? null : Math.round(v)))(averageOf(posts.map((post) => post.views))),
      engagementRate: rateOf(interactionsOf(averageLikes, averageComments), known.followers),
      lastPostAt: posts[0]?.publishedAt ?? null,
    });
    if (draft.hashtags.length === 0)
      draft.hashtags = mostFrequent(
        posts.map((post) => post.hashtags),
        TAGS_KEPT,
      );
    if (draft.mentions.length === 0)
      draft.mentions = mostFrequent(
        posts.map((post) => post.mentions),
        TAGS_KEPT,
      );
  }

  const creators: BankCreator[] = [];
  for (const draft of [...drafts.values()].sort((a, b) => a.platform.localeCompare(b.platform) || a.username.localeCompare(b.username))) {
    const input: BankCreatorInput = {
      platform: draft.platform,
      username: draft.username,
      fullName: draft.fullName,
      categories: draft.categories.slice(0, 20),
      country: draft.country,
      audienceCountry: draft.audienceCountry,
      followers: draft.followers,
      posts: draft.posts,
      engagementRate: draft.engagementRate,
      averageLikes: draft.averageLikes,
      averageComments: draft.averageComments,
      averageViews: draft.averageViews,
      followerHistory: draft.followerHistory,
      hashtags: draft.hashtags,
      mentions: draft.mentions,
      lastPostAt: draft.lastPostAt,
      sources: [...draft.sources],
    };
    const parsed = bankCreatorSchema.safeParse(input);
    if (parsed.success) creators.push(parsed.data);
    else
      skipped.push({
        source: [...draft.sources].join(', '),
        username: draft.username,
        reason: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      });
  }
  return { creators, skipped, youtubeMatchedByName, ratesLeftOut };
}
