import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getOnTheWire, type WireAnswer } from '../../../tests/support/wire';
import { initialFiles, type Manifest } from './initialScripts';

/** The most a page may transfer, headers and bodies as the server sends them, before it shows (issues 15 and 24). */
export const INITIAL_BUDGET_BYTES = 300 * 1000;

/** The pages the budget is checked for: the address each opens at, and the source module of the screen it shows first. */
export const BUDGETED_PAGES = {
  login: { path: '/login', screens: ['src/accounts/LoginPage.tsx'] },
  dashboard: { path: '/dashboard', screens: ['src/dashboard/Dashboard.tsx'] },
} as const;

/** What a browser says it takes. */
const BROWSER_REQUEST = { Accept: 'text/html,*/*', 'Accept-Encoding': 'br, gzip' };

export interface PageSize {
  page: string;
  /** The page's HTML and the files it loads first. */
  files: number;
  /** Status lines, headers and bodies, as sent. */
  transferredBytes: number;
  /** The bodies once decoded. */
  uncompressedBytes: number;
  /** The addresses answered neither in brotli nor in gzip. */
  notCompressed: string[];
  withinBudget: boolean;
}

async function fetched(url: string): Promise<WireAnswer> {
  const answer = await getOnTheWire(url, BROWSER_REQUEST);
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}: the budget cannot be measured without it`);
  return answer;
}

/**
 * Fetches from the Scout listening at `base` what each budgeted page loads first, as a browser asks
 * for it: the page's HTML, then the files {@link initialFiles} reads from the build manifest of
 * `distDir` (the folder that Scout serves); and counts the bytes on the wire.
 */
export async function measurePages(base: string, distDir: string): Promise<PageSize[]> {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const pages = Object.entries(BUDGETED_PAGES).map(async ([page, { path, screens }]) => {
    const urls = [path, ...initialFiles(manifest, screens).map((file) => `/${file}`)].map((url) => `${base}${url}`);
    const answers = await Promise.all(urls.map(fetched));
    const transferredBytes = answers.reduce((total, answer) => total + answer.transferred, 0);
    return {
      page,
      files: answers.length,
      transferredBytes,
      uncompressedBytes: answers.reduce((total, answer) => total + answer.decoded.length, 0),
      notCompressed: urls.filter((_, i) => answers[i]!.encoding === 'identity'),
      withinBudget: transferredBytes <= INITIAL_BUDGET_BYTES,
    };
  });
  return Promise.all(pages);
}
