import { cellText, readCsvRows } from './csv';
import type { Top1000Layout } from './top1000';

/**
 * Columns of top1000-social-media-2022 that the snapshot reader leaves out and the profile bank
 * needs: every category a row names, and the audience's country (Instagram's "country" column,
 * and YouTube's undated "Audience Country", describe the audience, not the creator).
 */
export const TOP1000_AUDIENCE_COUNTRY_COLUMN: Record<string, number> = {
  'instagram-2022-06.csv': 6,
  'instagram-2022-09.csv': 5,
  'instagram-2022-11.csv': 6,
  'instagram-2022-12.csv': 7,
  'instagram-undated.csv': 6,
  'youtube-undated.csv': 5,
};

export interface Top1000Extra {
  platform: Top1000Layout['platform'];
  month: string | null;
  /** As readTop1000Csv gives it (lower case except YouTube's). */
  username: string;
  categories: string[];
  /** The country's English name as the file writes it. */
  audienceCountry: string | null;
}

export function readTop1000Extras(text: string, layout: Top1000Layout, audienceCountryColumn?: number): Top1000Extra[] {
  const result: Top1000Extra[] = [];
  for (const row of readCsvRows(text).slice(1)) {
    const username = cellText(row, layout.username);
    if (!username) continue;
    result.push({
      platform: layout.platform,
      month: layout.month,
      username: layout.platform === 'youtube' ? username : username.toLowerCase(),
      categories: (layout.categories ?? []).map((index) => cellText(row, index)).filter((c): c is string => c !== null),
      audienceCountry: cellText(row, audienceCountryColumn),
    });
  }
  return result;
}
