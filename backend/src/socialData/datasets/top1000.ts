import type { ProfileSnapshot } from '@scout/contracts/socialData';
import { cellText, readCsvRows } from './csv';
import { emptySnapshot } from './emptySnapshot';
import { parseCount } from './numbers';

/**
 * Where each top1000-social-media-2022 file keeps its values. The headers differ from month to
 * month and sometimes name the wrong column (June's Instagram "Likes avg" holds engagement), so
 * columns are fixed by position per file, checked against the rows.
 */
export interface Top1000Layout {
  platform: 'instagram' | 'tiktok' | 'youtube';
  /** The snapshot month as YYYY-MM, or null for the undated file. */
  month: string | null;
  username: number;
  fullName: number;
  followers: number;
  categories?: number[];
  /** Only where the column is the creator's country (Instagram's is the audience's). */
  country?: number;
  averageViews?: number;
  averageLikes?: number;
  averageComments?: number;
  /** Average interactions per post ("Eng. (Avg.)"). */
  averageEngagement?: number;
}

export const TOP1000_FILES: Record<string, Top1000Layout> = {
  'instagram-2022-06.csv': {
    platform: 'instagram',
    month: '2022-06',
    username: 0,
    fullName: 1,
    categories: [2, 3],
    followers: 5,
    averageEngagement: 10,
  },
  'instagram-2022-09.csv': {
    platform: 'instagram',
    month: '2022-09',
    username: 1,
    fullName: 2,
    followers: 4,
    averageEngagement: 9,
    categories: [10, 11],
  },
  'instagram-2022-11.csv': {
    platform: 'instagram',
    month: '2022-11',
    username: 1,
    fullName: 2,
    categories: [3, 11],
    followers: 5,
    averageEngagement: 10,
  },
  'instagram-2022-12.csv': {
    platform: 'instagram',
    month: '2022-12',
    username: 1,
    fullName: 2,
    categories: [3, 4],
    followers: 6,
    averageEngagement: 11,
  },
  'instagram-undated.csv': {
    platform: 'instagram',
    month: null,
    username: 0,
    fullName: 1,
    categories: [2, 3],
    followers: 5,
    averageEngagement: 10,
  },
  'tiktok-2022-06.csv': {
    platform: 'tiktok',
    month: '2022-06',
    username: 0,
    fullName: 1,
    followers: 3,
    averageViews: 5,
    averageLikes: 7,
    averageComments: 9,
  },
  'tiktok-2022-09.csv': {
    platform: 'tiktok',
    month: '2022-09',
    username: 1,
    fullName: 2,
    followers: 4,
    averageViews: 6,
    averageLikes: 8,
    averageComments: 10,
  },
  'tiktok-2022-11.csv': {
    platform: 'tiktok',
    month: '2022-11',
    username: 1,
    fullName: 2,
    followers: 3,
    averageViews: 4,
    averageLikes: 5,
    averageComments: 6,
  },
  'tiktok-2022-12.csv': {
    platform: 'tiktok',
    month: '2022-12',
    username: 1,
    fullName: 2,
    followers: 3,
    averageViews: 5,
    averageLikes: 7,
    averageComments: 9,
  },
  'tiktok-undated.csv': {
    platform: 'tiktok',
    month: null,
    username: 0,
    fullName: 1,
    followers: 3,
    averageViews: 5,
    averageLikes: 7,
    averageComments: 9,
  },
  'youtube-2022-06.csv': {
    platform: 'youtube',
    month: '2022-06',
    username: 0,
    fullName: 1,
    categories: [2, 3],
    followers: 5,
    country: 6,
    averageViews: 8,
    averageLikes: 10,
    averageComments: 12,
  },
  'youtube-2022-09.csv': {
    platform: 'youtube',
    month: '2022-09',
    username: 2,
    fullName: 1,
    country: 3,
    followers: 5,
    categories: [6, 11],
    averageLikes: 8,
    averageComments: 10,
  },
  'youtube-2022-11.csv': {
    platform: 'youtube',
    month: '2022-11',
    username: 1,
    fullName: 2,
    categories: [3, 13],
    followers: 5,
    country: 6,
    averageViews: 8,
    averageLikes: 10,
    averageComments: 12,
  },
  'youtube-2022-12.csv': {
    platform: 'youtube',
    month: '2022-12',
    username: 1,
    fullName: 2,
    categories: [3, 13],
    followers: 5,
    country: 6,
    averageViews: 8,
    averageLikes: 10,
    averageComments: 12,
  },
  'youtube-undated.csv': {
    platform: 'youtube',
    month: null,
    username: 0,
    fullName: 1,
    categories: [2],
    followers: 4,
    averageViews: 7,
    averageLikes: 9,
    averageComments: 11,
  },
};

/** One creator in one monthly file. */
export interface Top1000Row {
  platform: Top1000Layout['platform'];
  month: string | null;
  username: string;
  fullName: string | null;
  category: string | null;
  country: string | null;
  followers: number | null;
  averageViews: number | null;
  averageLikes: number | null;
  averageComments: number | null;
  averageEngagement: number | null;
}

export function readTop1000Csv(text: string, layout: Top1000Layout): Top1000Row[] {
  const rows = readCsvRows(text).slice(1);
  const count = (row: string[], index: number | undefined) => (index === undefined ? null : parseCount(row[index]));
  const result: Top1000Row[] = [];
  for (const row of rows) {
    const username = cellText(row, layout.username);
    if (!username) continue;
    const categories = (layout.categories ?? []).map((index) => cellText(row, index)).filter((c): c is string => c !== null);
    result.push({
      platform: layout.platform,
      month: layout.month,
      username: layout.platform === 'youtube' ? username : username.toLowerCase(),
      fullName: cellText(row, layout.fullName),
      category: categories[0] ?? null,
      country: cellText(row, layout.country),
      followers: count(row, layout.followers),
      averageViews: count(row, layout.averageViews),
      averageLikes: count(row, layout.averageLikes),
      averageComments: count(row, layout.averageComments),
      averageEngagement: count(row, layout.averageEngagement),
    });
  }
  return result;
}

/** Monthly snapshots are dated the 15th of their month. */
const historyDate = (month: string): string => `${month}-15`;

/**
 * One snapshot per (platform, username) from the rows of every file: figures of the newest dated
 * month (the undated file only fills what no dated month gives), and the dated months as follower
 * history, newest first. Instagram's engagement rate is the file's average interactions per post
 * over followers; nothing else is derived.
 */
export function mergeTop1000Rows(rows: readonly Top1000Row[]): ProfileSnapshot[] {
  const groups = new Map<string, Top1000Row[]>();
  for (const row of rows) {
    const key = `${row.platform}\u0000${row.username.toLowerCase()}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const ordered = [...group].sort((a, b) => (b.month ?? '0000').localeCompare(a.month ?? '0000'));
    const newest = ordered[0]!;
    const first = <T>(pick: (row: Top1000Row) => T | null): T | null => {
      for (const row of ordered) {
        const value = pick(row);
        if (value !== null) return value;
      }
      return null;
    };
    const snapshot = emptySnapshot(newest.platform, newest.username);
    snapshot.identity.fullName = first((row) => row.fullName);
    snapshot.identity.category = first((row) => row.category);
    snapshot.identity.country = first((row) => row.country);
    const followers = first((row) => row.followers);
    snapshot.statistics.followers = followers;
    snapshot.statistics.averageViews = first((row) => row.averageViews);
    snapshot.statistics.averageLikes = first((row) => row.averageLikes);
    snapshot.statistics.averageComments = first((row) => row.averageComments);
    const engagementRow = ordered.find((row) => row.averageEngagement !== null && row.followers);
    if (engagementRow) {
      snapshot.statistics.providerEngagementRate = Math.round((engagementRow.averageEngagement! / engagementRow.followers!) * 1e6) / 1e6;
    }
    const history = new Map<string, number>();
    for (const row of ordered) {
      if (row.month && row.followers !== null && !history.has(row.month)) history.set(row.month, row.followers);
    }
    snapshot.followerHistory = [...history]
      .map(([month, count]) => ({ date: historyDate(month), followers: count }))
      .sort((a, b) => b.date.localeCompare(a.date));
    return snapshot;
  });
}
