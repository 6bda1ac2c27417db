import { mkdtemp, rm } from 'node:fs/promises';
import { freePort } from '../src/freePort';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startEmbeddedPostgres } from '@scout/backend/platform/postgres/embedded';

export interface Cluster {
  /** URL of a fresh, empty database for this benchmark. */
  url: string;
  stop(): Promise<void>;
}


/** A fresh database: on BENCH_DATABASE_URL's server when set, otherwise on a throw-away embedded cluster. */
export async function openBenchDatabase(name: string): Promise<Cluster> {
  const external = process.env.BENCH_DATABASE_URL;
  let adminUrl: string;
  let stopCluster = async () => undefined as void;
  if (external) {
    adminUrl = external;
  } else {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'scout-bench-'));
    const cluster = await startEmbeddedPostgres({ dataDir, port: await freePort() });
    adminUrl = cluster.url;
    stopCluster = async () => {
      await cluster.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  const dbName = `bench_${name}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return {
    url: url.toString(),
    async stop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await client.end();
      await stopCluster();
    },
  };
}

export interface LoadResult {
  operations: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

/** Runs `operation` from `clients` concurrent loops until `total` operations are done; latencies in ms. */
export async function runLoad(clients: number, total: number, operation: (i: number) => Promise<unknown>): Promise<LoadResult> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < total; i = next++) {
        const t0 = performance.now();
        await operation(i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { operations: total, seconds, perSecond: total / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

export const fmt = (n: number, digits = 2) => n.toFixed(digits);

export function printTable(title: string, rows: Array<[string, LoadResult]>): void {
  console.log(`\n${title}`);
  console.log('case'.padEnd(44) + 'ops'.padStart(8) + 'ops/s'.padStart(10) + 'p50 ms'.padStart(10) + 'p99 ms'.padStart(10));
  for (const [name, r] of rows) {
    console.log(
      name.padEnd(44) + String(r.operations).padStart(8) + fmt(r.perSecond, 0).padStart(10) + fmt(r.p50).padStart(10) + fmt(r.p99).padStart(10),
    );
  }
}

/**
 * The environment of a benchmark's Scout: its database, no logs, and a plan without limits, so
 * the trial plan's profile limit does not end a run of thousands of saves.
 */
export function benchEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  const unlimited = { profiles: 'Infinity', members: 'Infinity', searchCount: 'Infinity', reports: 'Infinity' };
  return {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    PLAN_CATALOGUE: JSON.stringify({ free: { paid: true, limits: unlimited, features: {} } }),
    ...extra,
  };
}
