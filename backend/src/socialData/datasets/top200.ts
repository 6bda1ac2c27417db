import { cellText, readCsvRows } from './csv';
import { parseCount } from './numbers';

/**
 * Readers of top200-instagram-youtube-2022 (Kaggle syedjaferk): the 200 Instagram accounts and the
 * YouTube channels (listed once per category, 199 unique) with the most followers in 2022. The files
 * are undated; columns are found by header name.
 */

export interface Top200Row {
  platform: 'instagram' | 'youtube';
  /** As the file writes it: an Instagram handle, or a YouTube channel name (with spaces). */
  username: string;
  fullName: string | null;
  /** ISO 3166-1 alpha-2 as the file gives it (the creator's country). */
  country: string | null;
  category: string | null;
  followers: number | null;
  posts: number | null;
  averageLikes: number | null;
  averageComments: number | null;
  averageViews: number | null;
  /** The YouTube channel id (UC…), when the row gives one. */
  channelId: string | null;
}

function columns(header: readonly string[], file: string) {
  return (name: string, required = true): number | undefined => {
    const index = header.findIndex((cell) => cell.trim().toLowerCase() === name.toLowerCase());
    if (index < 0 && required) throw new Error(`${file}: column ${name} is missing`);
    return index < 0 ? undefined : index;
  };
}

const isoCountry = (text: string | null): string | null => (text && /^[A-Za-z]{2}$/.test(text) ? text.toUpperCase() : null);

export function readTop200InstagramCsv(text: string): Top200Row[] {
  const [header, ...rows] = readCsvRows(text);
  if (!header) return [];
  const at = columns(header, 'top_200_instagrammers.csv');
  const c = {
    username: at('Username'),
    name: at('Channel Name'),
    country: at('Country'),
    topic: at('Main topic'),
    likes: at('Likes Avg.'),
    posts: at('Posts'),
    followers: at('Followers'),
    comments: at('Comments Avg.'),
    views: at('Views Avg.'),
  };
  return rows.flatMap((row): Top200Row[] => {
    const username = cellText(row, c.username);
    if (!username) return [];
    return [
      {
        platform: 'instagram',
        username,
        fullName: cellText(row, c.name),
        country: isoCountry(cellText(row, c.country)),
        category: cellText(row, c.topic),
        followers: parseCount(row[c.followers!]),
        posts: parseCount(row[c.posts!]),
        averageLikes: parseCount(row[c.likes!]),
        averageComments: parseCount(row[c.comments!]),
        averageViews: parseCount(row[c.views!]),
        channelId: null,
      },
    ];
  });
}

/** One row per channel (the file repeats a channel under each of its categories; the first row wins). */
export function readTop200YoutubeCsv(text: string): Top200Row[] {
  const [header, ...rows] = readCsvRows(text);
  if (!header) return [];
  const at = columns(header, 'top_200_youtubers.csv');
  const c = {
    country: at('Country'),
    name: at('Channel Name'),
    category: at('Main Video Category'),
    username: at('username'),
    followers: at('followers'),
    views: at('Views Avg.'),
    comments: at('Comments Avg'),
    link: at('Youtube Link', false),
  };
  const seen = new Set<string>();
  return rows.flatMap((row): Top200Row[] => {
    const username = cellText(row, c.username);
    if (!username || seen.has(username.toLowerCase())) return [];
    seen.add(username.toLowerCase());
    const link = cellText(row, c.link);
    return [
      {
        platform: 'youtube',
        username,
        fullName: cellText(row, c.name),
        country: isoCountry(cellText(row, c.country)),
        category: cellText(row, c.category),
        followers: parseCount(row[c.followers!]),
        posts: null,
        averageLikes: null,
        averageComments: parseCount(row[c.comments!]),
        averageViews: parseCount(row[c.views!]),
        channelId: link && /^UC[\w-]{22}$/.test(link) ? link : null,
      },
    ];
  });
}
