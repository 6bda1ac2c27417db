/**
 * Where an operation's time goes (a login in `login.ts`, an HTTP save in `save-profile.ts`): wraps the ports of a running Scout (rate limits, read
 * models, event append, read-your-writes wait), argon2 and every PostgreSQL statement, and samples
 * the event loop's delay and this process's CPU. Used in a round of its own after the measured ones,
 * since the wrappers cost a little.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import argon2 from 'argon2';
import pg from 'pg';
import type { AppContext } from '@scout/backend/runtime/context';
import { cpuSecondsOf } from './cpuTime';
import { fmt, percentile } from './lib';

interface Tally {
  calls: number;
  ms: number[];
}

type AnyFn = (...args: unknown[]) => unknown;

export interface Breakdown {
  /** Undoes every wrapper; answers the lines to print, per operation of `operations`, and the CPU they show. */
  finish(operations: number): { lines: string[]; cpu: ReturnType<CpuMeter['per']> };
}

/** Starts counting; call `finish` after the round. */
export async function startBreakdown(ctx: AppContext, pool: pg.Pool, unit = 'login'): Promise<Breakdown> {
  const meter = await startCpuMeter(pool);
  const tallies = new Map<string, Tally>();
  const restores: Array<() => void> = [];
  const tally = (name: string, ms: number) => {
    const t = tallies.get(name) ?? { calls: 0, ms: [] };
    t.calls += 1;
    t.ms.push(ms);
    tallies.set(name, t);
  };
  const timed = <F extends AnyFn>(name: string | ((args: unknown[]) => string), fn: F, self: unknown): F =>
    (async (...args: unknown[]) => {
      const t0 = performance.now();
      try {
        return await fn.apply(self, args);
      } finally {
        tally(typeof name === 'string' ? name : name(args), performance.now() - t0);
      }
    }) as F;
  const wrap = (target: object, method: string, name: string) => {
    const record = target as Record<string, AnyFn>;
    const original = record[method];
    if (!original) return;
    record[method] = timed(name, original, target);
    restores.push(() => {
      record[method] = original;
    });
  };

  for (const m of ['hit', 'paceAndHit', 'reset']) wrap(ctx.rateLimiter, m, `rate limiter (${m})`);
  wrap(ctx.eventStore, 'append', 'event store append');
  wrap(ctx.projections, 'waitFor', 'read-your-writes wait');
  wrap(argon2, 'verify', 'argon2 verify (in the threadpool)');
  const readStore = ctx.readStore as unknown as Record<string, AnyFn>;
  const global = readStore.global!;
  readStore.global = (...args: unknown[]) => {
    const collection = global.apply(ctx.readStore, args) as Record<string, AnyFn>;
    const name = typeof args[0] === 'string' ? args[0] : ((args[0] as { name?: string })?.name ?? '?');
    return new Proxy(collection, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return timed(`read model ${name}.${String(key)}`, value as AnyFn, target);
      },
    });
  };
  restores.push(() => {
    readStore.global = global;
  });

  const statements = new Map<string, number>();
  const clientQuery = pg.Client.prototype.query as unknown as AnyFn;
  (pg.Client.prototype as unknown as Record<string, AnyFn>).query = function (this: unknown, ...args: unknown[]) {
    const q = args[0] as string | { text?: string } | undefined;
    const text = (typeof q === 'string' ? q : (q?.text ?? '?')).replace(/\s+/g, ' ').slice(0, 90);
    statements.set(text, (statements.get(text) ?? 0) + 1);
    return clientQuery.apply(this, args);
  };
  restores.push(() => {
    (pg.Client.prototype as unknown as Record<string, AnyFn>).query = clientQuery;
  });

  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();

  return {
    finish(operations) {
      const cpu = meter.per(operations);
      loop.disable();
      for (const restore of restores.reverse()) restore();
      const per = (n: number) => n / operations;
      const lines = [`per ${unit} (wall time; waits that overlap are counted in each): calls, mean ms, p99 of one call`];
      const sum = (ms: number[]) => ms.reduce((a, b) => a + b, 0);
      for (const [name, t] of [...tallies].sort((a, b) => sum(b[1].ms) - sum(a[1].ms))) {
        const p99 = percentile(
          [...t.ms].sort((a, b) => a - b),
          99,
        );
        lines.push(
          `  ${name.padEnd(48)} ${fmt(per(t.calls), 1).padStart(5)} ${fmt(per(sum(t.ms))).padStart(9)} ms ${fmt(p99).padStart(9)} ms`,
        );
      }
      const sent = [...statements.values()].reduce((a, b) => a + b, 0);
      lines.push(`PostgreSQL statements per ${unit} (every caller of this process, projections included): ${fmt(per(sent), 1)}`);
      for (const [text, n] of [...statements].sort((a, b) => b[1] - a[1]).slice(0, 14)) {
        lines.push(`  ${fmt(per(n), 2).padStart(6)}  ${text}`);
      }
      lines.push(
        `event loop delay: p50 ${fmt(loop.percentile(50) / 1e6)} ms, p99 ${fmt(loop.percentile(99) / 1e6)} ms, max ${fmt(loop.max / 1e6)} ms`,
      );
      lines.push(`CPU of this process per ${unit} (its threads: argon2's, the event loop, the bench's clients): ${fmt(cpu.processMs)} ms`);
      lines.push(`CPU of the benchmark's PostgreSQL server (every process of its cluster) per ${unit}: ${fmt(cpu.postgresMs)} ms`);
      return { lines, cpu };
    },
  };
}

/** CPU used from now on by this process and by the benchmark's PostgreSQL cluster. */
export interface CpuMeter {
  /** Milliseconds of CPU per operation since the meter started: this process's and PostgreSQL's. */
  per(operations: number): { processMs: number; postgresMs: number };
}

export async function startCpuMeter(pool: pg.Pool): Promise<CpuMeter> {
  const postgres = await postgresCpuSeconds(pool);
  const cpu0 = process.cpuUsage();
  return {
    per(operations) {
      const cpu = process.cpuUsage(cpu0);
      return { processMs: (cpu.user + cpu.system) / 1000 / operations, postgresMs: (postgres() * 1000) / operations };
    },
  };
}

/** Reads the CPU seconds of the benchmark's own PostgreSQL cluster: its postmaster and the postmaster's children. */
async function postgresCpuSeconds(pool: pg.Pool): Promise<() => number> {
  const { rows } = await pool.query<{ dir: string }>("SELECT current_setting('data_directory') AS dir");
  let postmaster: number;
  try {
    postmaster = Number(readFileSync(path.join(rows[0]!.dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    // A server of BENCH_DATABASE_URL's on another machine or user: its CPU is not ours to read.
    return () => Number.NaN;
  }
  const children = () =>
    readdirSync('/proc').filter((entry) => {
      if (!/^\d+$/.test(entry)) return false;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    });
  // Per process since the start (new ones from 0); backends that end in between take their CPU with them.
  const cluster = () => new Map([String(postmaster), ...children()].map((pid) => [pid, cpuSecondsOf(Number(pid))]));
  const start = cluster();
  return () => [...cluster()].reduce((total, [pid, seconds]) => total + seconds - (start.get(pid) ?? 0), 0);
}
