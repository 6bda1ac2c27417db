/**
 * The server process of the uploads benchmark (`scripts/bench/uploads.ts` starts it, so its memory
 * is the server's alone). `scout`: Scout on BENCH_DATABASE with one owner signed up; `plain`: a
 * plain Express route that reads and throws away the body, then answers 404. Prints one line of
 * JSON, `{ base, token }`, once it listens.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';

/** Scout's modules are loaded only by the `scout` server, so the baseline's memory is Express's alone. */
async function listen(app: { listen(port: number, host: string): Server }): Promise<string> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const mode = process.argv[2];

if (mode === 'plain') {
  const plain = express();
  plain.put('/discard', (req, res) => {
    req.resume();
    req.once('end', () => res.status(404).json({ name: 'NotFound', message: 'No such campaign' }));
  });
  console.log(JSON.stringify({ base: `${await listen(plain)}/discard`, token: '' }));
} else if (mode === 'scout') {
  const [{ createScout }, { loadConfig }, { createPool }, { benchEnv, benchLogger }] = await Promise.all([
    import('@scout/backend/app'),
    import('@scout/platform/config'),
    import('@scout/platform/postgres/pool'),
    import('./lib'),
  ]);
  const databaseUrl = process.env.BENCH_UPLOADS_DATABASE_URL!;
  const pool = createPool(databaseUrl, { max: 8 });
  const config = loadConfig(benchEnv(databaseUrl, { DATA_DIR: process.env.BENCH_UPLOADS_DATA_DIR! }));
  const scout = await createScout({ config, pool, logger: benchLogger() });
  const base = await listen(scout.app);
  const signup = await fetch(`${base}/api/v1/customer/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-uploads@example.com', password: 'bench password', fullName: 'Bench' }),
  });
  const { token } = (await signup.json()) as { token: string };
  console.log(JSON.stringify({ base: `${base}/api/v1/customer/campaign/upload`, token }));
} else {
  console.error('usage: uploadsServer.ts scout|plain');
  process.exit(2);
}
