/**
 * Benchmark: login latency (p50/p99) at 20 concurrent users through HTTP, against baselines
 * measured in the same run at the same concurrency: argon2id verify alone with Scout's parameters,
 * called directly and through Scout's pool of the cores (the floor a login cannot go below: the ratio
 * takes the lower p99 of the two), and a plain Express route answering `{}` (the HTTP floor). A last
 * round, outside the figures, breaks a login down (breakdown.ts).
 *   npm run bench -- login        (BENCH_LOGIN_OPS=1000 by default)
 * Each simulated user signs in from its own address (`X-Forwarded-For`, TRUST_PROXY_HOPS=1), so the
 * per-address limit of 300 login attempts an hour is not what is measured.
 */
import argon2 from 'argon2';
import express from 'express';
import { createScout } from '@scout/backend/app';
import { PASSWORD_HASH_OPTIONS, PASSWORD_HASHES_AT_ONCE, verifyPassword } from '@scout/backend/accounts/passwords';
import { loadConfig } from '@scout/platform/config';
import { createPool } from '@scout/platform/postgres/pool';
import { fmt, listen, openBenchDatabase, printTable, runLoad, type LoadResult, benchEnv, benchLogger, postJson } from './lib';
import { startBreakdown } from './breakdown';

const USERS = 20;
const OPS = Number(process.env.BENCH_LOGIN_OPS ?? 1000);
const PASSWORD = 'a bench password of decent length';
/** Under the 300 attempts per address and hour: a simulated user moves to a new address after this many. */
const ATTEMPTS_PER_ADDRESS = 250;

export async function benchLogin(): Promise<{ login: LoadResult; argon2: LoadResult; empty: LoadResult }> {
  const db = await openBenchDatabase('login');
  const pool = createPool(db.url, { max: USERS + 4 });
  const config = loadConfig(benchEnv(db.url, { TRUST_PROXY_HOPS: '1', READ_YOUR_WRITES_TIMEOUT_MS: '10000' }));
  const scout = await createScout({ config, pool, logger: benchLogger() });
  const scoutHttp = await listen(scout.app);
  const plain = express();
  plain.use(express.json());
  plain.post('/empty', (_req, res) => {
    res.json({});
  });
  const plainHttp = await listen(plain);

  try {
    const emails = Array.from({ length: USERS }, (_, u) => `bench-login-${u}@example.com`);
    for (const [u, email] of emails.entries()) {
      const status = await postJson(
        `${scoutHttp.base}/api/v1/customer/auth/signup`,
        { email, password: PASSWORD, fullName: `Bench ${u}` },
        { 'x-forwarded-for': `10.9.0.${u + 1}` },
      );
      if (status !== 201) throw new Error(`signup answered ${status}`);
    }
    const hash = await argon2.hash(PASSWORD, PASSWORD_HASH_OPTIONS);

    let round = 0;
    const login = (i: number) => {
      const user = i % USERS;
      const address = `10.${round}.${Math.floor(i / (USERS * ATTEMPTS_PER_ADDRESS))}.${user + 1}`;
      return postJson(
        `${scoutHttp.base}/api/v1/customer/auth/login`,
        { email: emails[user], password: PASSWORD },
        { 'x-forwarded-for': address },
      ).then((status) => {
        if (status !== 200) throw new Error(`login answered ${status}`);
      });
    };
    const verify = async () => {
      if (!(await argon2.verify(hash, PASSWORD))) throw new Error('argon2 verify failed');
    };
    const pooledVerify = async () => {
      if (!(await verifyPassword(hash, PASSWORD))) throw new Error('argon2 verify failed');
    };
    const empty = () =>
      postJson(`${plainHttp.base}/empty`, {}, { 'x-forwarded-for': '10.0.0.1' }).then((status) => {
        if (status !== 200) throw new Error(`empty ${status}`);
      });

    const nextRound = () => {
      round += 1;
    };
    await runLoad(USERS, 100, empty);
    await runLoad(USERS, 100, verify);
    await runLoad(USERS, 100, pooledVerify);
    await runLoad(USERS, 100, login);
    nextRound();
    const results: Record<'empty' | 'argon2' | 'pooled' | 'login', LoadResult[]> = { empty: [], argon2: [], pooled: [], login: [] };
    for (let r = 0; r < 2; r += 1) {
      results.empty.push(await runLoad(USERS, OPS, empty));
      results.argon2.push(await runLoad(USERS, OPS, verify));
      results.pooled.push(await runLoad(USERS, OPS, pooledVerify));
      results.login.push(await runLoad(USERS, OPS, login));
      nextRound();
    }
    // The better of two rounds each, by p99 (the figure the issue asks for).
    const best = (rs: LoadResult[]) => rs.reduce((a, b) => (b.p99 < a.p99 ? b : a));
    // The argon2 floor is the lower of the library called directly (libuv's 4 threads) and through
    // Scout's pool of the cores: whichever way argon2 alone answers sooner, the login is held to it.
    const argon2Floor = best([...results.argon2, ...results.pooled]);
    const chosen = { empty: best(results.empty), argon2: argon2Floor, login: best(results.login) };

    printTable(`login at ${USERS} concurrent users (better of two rounds each, by p99)`, [
      ['baseline: plain Express POST answering {}', chosen.empty],
      ['baseline: argon2id verify alone (same params)', best(results.argon2)],
      [`baseline: the same in Scout's pool (${PASSWORD_HASHES_AT_ONCE} at once)`, best(results.pooled)],
      ['HTTP POST /customer/auth/login', chosen.login],
    ]);
    const { login: l, argon2: a, empty: e } = chosen;
    const rounds = (rs: LoadResult[]) => rs.map((r) => fmt(r.p99)).join('/');
    console.log(
      `rounds p99: login ${rounds(results.login)} ms, argon2 ${rounds(results.argon2)} ms, argon2 in the pool ${rounds(results.pooled)} ms`,
    );
    console.log(`login p50 ${fmt(l.p50)} ms, p99 ${fmt(l.p99)} ms`);
    console.log(
      `ratio login/argon2id verify (the lower of the two baselines): p50 ${fmt(l.p50 / a.p50)}x, p99 ${fmt(l.p99 / a.p99)}x, throughput ${fmt((l.perSecond / a.perSecond) * 100, 1)}%`,
    );
    console.log(
      `login above argon2id verify: p50 +${fmt(l.p50 - a.p50)} ms, p99 +${fmt(l.p99 - a.p99)} ms; plain HTTP p99 ${fmt(e.p99)} ms`,
    );

    // Not part of the figures above: the wrappers that time each port cost a little.
    const breakdownOps = Math.min(OPS, 400);
    const cpuMs: number[] = [];
    for (const [name, operation] of [
      ['argon2id verify alone', verify],
      ['login', login],
    ] as const) {
      const breakdown = await startBreakdown(scout.ctx, pool);
      const r = await runLoad(USERS, breakdownOps, operation);
      const { lines, cpu } = breakdown.finish(breakdownOps);
      cpuMs.push(cpu.processMs + cpu.postgresMs);
      console.log(`\nbreakdown of ${name}, ${breakdownOps} more at ${USERS} users (p50 ${fmt(r.p50)} ms, p99 ${fmt(r.p99)} ms):`);
      for (const line of lines) console.log(line);
    }
    // With the cores saturated, latency at a fixed number of users grows with the CPU each operation takes.
    const [argon2Cpu = 0, loginCpu = 0] = cpuMs;
    console.log(
      `\nCPU per login, this process and PostgreSQL: ${fmt(loginCpu)} ms against ${fmt(argon2Cpu)} ms per argon2id verify alone: ` +
        `with the cores saturated a login's latency at ${USERS} users is about ${fmt(loginCpu / argon2Cpu)}× argon2's (target 1.3×: the rest of a login within ${fmt(argon2Cpu * 0.3)} ms)`,
    );
    return chosen;
  } finally {
    scoutHttp.server.close();
    plainHttp.server.close();
    await scout.close();
    await pool.end();
    await db.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchLogin().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
