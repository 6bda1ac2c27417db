import type { Scout } from '@scout/backend/app';
import type { Pool } from '@scout/platform/postgres/pool';
import { startLoopbackServer } from '../../tests/support/loopbackServer';
import { listen } from '../bench/lib';
import { closeClient } from './client';
import { runFuzz, type FuzzReport } from './fuzzer';

/** The one host name generated bodies use for addresses; the app's guarded fetcher maps it to a loopback fake. */
export const FUZZ_TARGET_HOST = 'fuzz-target.example';

/** Give this to `createScout` as `fetchTestHosts`: Scout then reaches no outside address for the fuzzer's bodies. */
export const FUZZ_TEST_HOSTS: ReadonlyMap<string, string> = new Map([[FUZZ_TARGET_HOST, '127.0.0.1']]);

export interface FuzzRun {
  requests: number;
  seed: number;
  concurrency?: number;
  log?: (line: string) => void;
}

/** Listens with Scout's app on loopback, starts the fake every generated address points at, and fuzzes. */
export async function fuzzScout(scout: Scout, pool: Pool, run: FuzzRun): Promise<FuzzReport> {
  const target = await startLoopbackServer((_req, res) => {
    res.statusCode = 404;
    res.end('not here');
  });
  const { server, base } = await listen(scout.app);
  try {
    return await runFuzz({ scout, pool, origin: base, fakeOrigin: `http://${FUZZ_TARGET_HOST}:${target.port}`, ...run });
  } finally {
    closeClient();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await target.close();
  }
}

/** FUZZ_REQUESTS and FUZZ_SEED from the environment, with the defaults of `npm run fuzz`. */
export function fuzzSettings(env: NodeJS.ProcessEnv, defaults: { requests: number; seed: number }): { requests: number; seed: number } {
  const number = (name: string, fallback: number) => {
    const text = env[name];
    if (text === undefined || text === '') return fallback;
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got ${text}`);
    return value;
  };
  return { requests: number('FUZZ_REQUESTS', defaults.requests), seed: number('FUZZ_SEED', defaults.seed) };
}
