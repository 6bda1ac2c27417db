import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const cluster = globalThis.__scoutTestPostgres;
  if (!cluster) return;
  await cluster.stop();
  await rm(cluster.dataDir, { recursive: true, force: true });
}
