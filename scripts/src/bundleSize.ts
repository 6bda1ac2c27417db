import { fileURLToPath } from 'node:url';
import { INITIAL_BUDGET_BYTES, measurePages } from './size/budget';

// `npm run size`: the gzip size of what the login page and the dashboard load first, against the budget.
const dist = fileURLToPath(new URL('../../frontend/dist', import.meta.url));
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const pages = measurePages(dist);
for (const { page, files, gzipBytes, withinBudget } of pages) {
  console.log(
    `${page.padEnd(10)} ${kb(gzipBytes).padStart(10)} gzip in ${files} files  ${withinBudget ? 'ok' : `OVER the ${kb(INITIAL_BUDGET_BYTES)} budget`}`,
  );
}
process.exitCode = pages.every((page) => page.withinBudget) ? 0 : 1;
