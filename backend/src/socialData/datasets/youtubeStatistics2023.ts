import { cellText, readCsvRows } from './csv';
import { parseCount } from './numbers';

/**
 * Reader of youtube-global-statistics-2023 (Kaggle nelgiriyewithana): 995 YouTube channels with
 * subscribers, lifetime views, uploads, category and the channel's country. Columns by header name.
 */
export interface YoutubeStatistics2023Row {
  /** The channel's name (the file has no handle). */
  name: string;
  /** A second name the file gives ("Title"), sometimes handle-like. */
  title: string | null;
  subscribers: number | null;
  uploads: number | null;
  category: string | null;
  /** ISO 3166-1 alpha-2 ("Abbreviation"), the channel's country. */
  country: string | null;
}

export function readYoutubeStatistics2023Csv(text: string): YoutubeStatistics2023Row[] {
  const [header, ...rows] = readCsvRows(text);
  if (!header) return [];
  const at = (name: string): number => {
    const index = header.findIndex((cell) => cell.trim() === name);
    if (index < 0) throw new Error(`global-youtube-statistics.csv: column ${name} is missing`);
    return index;
  };
  const c = {
    name: at('Youtuber'),
    title: at('Title'),
    subscribers: at('subscribers'),
    uploads: at('uploads'),
    category: at('category'),
    country: at('Abbreviation'),
  };
  return rows.flatMap((row): YoutubeStatistics2023Row[] => {
    const name = cellText(row, c.name);
    if (!name) return [];
    const country = cellText(row, c.country);
    return [
      {
        name,
        title: cellText(row, c.title),
        subscribers: parseCount(row[c.subscribers]),
        uploads: parseCount(row[c.uploads]),
        category: cellText(row, c.category),
        country: country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null,
      },
    ];
  });
}
