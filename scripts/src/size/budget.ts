import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { initialFiles, type Manifest } from './initialScripts';

/** The most a page may download, gzip-compressed, before it shows (issue 15). */
export const INITIAL_BUDGET_BYTES = 300 * 1000;

/** The pages the budget is checked for, by the source module of the screen each shows first. */
export const BUDGETED_PAGES = {
  login: ['src/accounts/LoginPage.tsx'],
  dashboard: ['src/dashboard/Dashboard.tsx'],
} as const;

export interface PageSize {
  page: string;
  files: number;
  gzipBytes: number;
  withinBudget: boolean;
}

/** The gzip size (level 9, as a server would send it) of what each budgeted page loads first. */
export function measurePages(distDir: string): PageSize[] {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return Object.entries(BUDGETED_PAGES).map(([page, screens]) => {
    const files = initialFiles(manifest, screens);
    const gzipBytes = files.reduce((total, file) => total + gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length, 0);
    return { page, files: files.length, gzipBytes, withinBudget: gzipBytes <= INITIAL_BUDGET_BYTES };
  });
}
