import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { createScout } from '@scout/backend/app';
import { loadConfig } from '@scout/platform/config';
import { createPool } from '@scout/platform/postgres/pool';
import { listen, openBenchDatabase } from '../bench/lib';
import { INITIAL_BUDGET_BYTES, measurePages, type PageSize } from './size/budget';

// `npm run size`: the bytes on the wire of what the login page and the dashboard load first,
// fetched from Scout (on a throw-away embedded PostgreSQL) serving frontend/dist, against the budget.
// `SCOUT_FRONTEND_DIST` measures another build, as it does for the browser tests.
const dist = process.env.SCOUT_FRONTEND_DIST ?? fileURLToPath(new URL('../../frontend/dist', import.meta.url));
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

async function measured(): Promise<PageSize[]> {
  if (!existsSync(join(dist, '.vite', 'manifest.json'))) throw new Error(`${dist} holds no build of the web app: run \`npm run build\``);
  const database = await openBenchDatabase('size');
  const pool = createPool(database.url, { max: 4 });
  try {
    const config = loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'silent' });
    const scout = await createScout({ config, pool, logger: pino({ level: 'silent' }), frontendDir: dist });
    const { server, base } = await listen(scout.app);
    try {
      return await measurePages(base, dist);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await scout.close();
    }
  } finally {
    await pool.end();
    await database.stop();
  }
}

const pages = await measured();
for (const { page, files, transferredBytes, uncompressedBytes, notCompressed, withinBudget } of pages) {
  const verdict = withinBudget ? 'ok' : `OVER the ${kB(INITIAL_BUDGET_BYTES)} budget`;
  console.log(
    `${page.padEnd(10)} transferred ${kB(transferredBytes)} in ${files} files (uncompressed ${kB(uncompressedBytes)})  ${verdict}`,
  );
  for (const url of notCompressed) console.log(`${''.padEnd(10)} sent uncompressed: ${url}`);
}
process.exitCode = pages.every((page) => page.withinBudget && page.notCompressed.length === 0) ? 0 : 1;
