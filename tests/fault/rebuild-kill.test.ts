import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventStore } from '@scout/platform/eventstore/port';
import type { ReadStore } from '@scout/platform/readstore/port';
import { campaignsProjection } from '@scout/projections/campaigns/campaigns';
import { activityProjection } from '@scout/projections/dashboard/activity';
import { savedProfilesProjection } from '@scout/projections/profiles/savedProfiles';
import { allProjections } from '@scout/projections';
import { rebuildProjection, stagingName } from '@scout/projections/runner/operations';
import { rebuildAll } from '@scout/projections/runner/rebuildAll';
import { openTestStores, type TestStores } from '../support/database';
import { collectionDifferences, collectionRows, renamedProjection } from '../support/readModels';
import { repoRoot, runScript } from '../support/process';
import { seedHistory, type SeededHistory } from '../support/seedHistory';

/**
 * Done-when of issue 10: `npm run projections -- rebuild NAME` killed with SIGKILL halfway leaves
 * its staging copy and checkpoint; run again it resumes from there, and the read model it swaps in
 * holds exactly the documents of an uninterrupted rebuild of the same events.
 */
const SCRIPT = 'scripts/src/projections.ts';

let testPool: TestStores;
let eventStore: EventStore;
let readStore: ReadStore;
let seeded: SeededHistory;
const env = () => ({ DATABASE_URL: testPool.database.url, LOG_LEVEL: 'silent' });

beforeAll(async () => {
  testPool = await openTestStores('rebuildkill', 4);
  ({ eventStore, readStore } = testPool);
  seeded = await seedHistory(eventStore, { organisations: 3, profiles: 5000, campaigns: 400 });
}, 60_000);

afterAll(async () => {
  await testPool?.close();
});

/**
 * Starts the rebuild as its own process and SIGKILLs it once its progress shows 40 % or more (a
 * line comes every 10 %); small pages make the rebuild take a few seconds, so it is still running.
 */
async function killMidway(args: string[]): Promise<{ output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
    cwd: repoRoot,
    env: { ...process.env, NODE_OPTIONS: '', ...env() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let killed = false;
  const watch = (chunk: Buffer) => {
    output += chunk.toString();
    if (!killed && [...output.matchAll(/rebuilding \S+ .*?(\d+)% /g)].some((m) => Number(m[1]) >= 40)) {
      killed = true;
      child.kill('SIGKILL');
    }
  };
  child.stdout.on('data', watch);
  child.stderr.on('data', watch);
  const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  if (exit.signal !== 'SIGKILL')
    throw new Error(`the rebuild ended before it could be killed midway (${JSON.stringify(exit)}):\n${output}`);
  return { output };
}

const rows = (collection: string) => collectionRows(testPool.pool, collection);
const differences = (a: string, b: string) => collectionDifferences(testPool.pool, a, b);

const number = (text: string | undefined) => Number((text ?? '').replaceAll(',', ''));

describe.each([
  { projection: savedProfilesProjection, batchSize: 20 },
  { projection: campaignsProjection, batchSize: 10 },
  { projection: activityProjection, batchSize: 40 },
])('rebuilding $projection.name killed halfway', ({ projection, batchSize }) => {
  it('resumes from its staging checkpoint and swaps in the same documents as an uninterrupted rebuild', async () => {
    const { name } = projection;
    const reference = renamedProjection(projection, `${name}Reference`);
    const uninterrupted = await rebuildProjection(eventStore, readStore, reference);
    expect(uninterrupted.events).toBeGreaterThan(1000);
    expect(await rows(reference.collection.name)).toBeGreaterThan(300);

    const killed = await killMidway(['rebuild', name, '--batch-size', String(batchSize)]);
    expect(killed.output).not.toMatch(/rebuilt /);
    // The killed run left its staging copy and checkpoint; the live read model was never swapped.
    const staged = await readStore.getCheckpoint(stagingName(name));
    expect(staged).not.toBeNull();
    expect(await readStore.getCheckpoint(name)).toBeNull();
    expect(await rows(stagingName(projection.collection.name))).toBeGreaterThan(0);

    const status = await runScript(SCRIPT, ['status'], env());
    expect(status.code).toBe(0);
    expect(status.output).toMatch(new RegExp(`^${name} +- +[\\d,]+ +0 +interrupted at ${staged}, [\\d,]+ events left +-$`, 'm'));

    const resumed = await runScript(SCRIPT, ['rebuild', name, '--batch-size', String(batchSize)], env());
    expect(resumed.code).toBe(0);
    const resuming = resumed.output.match(
      new RegExp(`resuming an interrupted rebuild of ${name}: ([\\d,]+) of ([\\d,]+) events were applied before`),
    );
    expect(resuming).not.toBeNull();
    const [before, total] = [number(resuming?.[1]), number(resuming?.[2])];
    expect(total).toBe(uninterrupted.events);
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(total);
    expect(resumed.output).toMatch(
      new RegExp(
        `rebuilt ${name} from ${total.toLocaleString('en-US')} events in .* \\(resumed; ${(total - before).toLocaleString('en-US')} applied in this run`,
      ),
    );

    // Swapped in: the staging checkpoint is gone, the live one is where the uninterrupted rebuild ended.
    expect(await readStore.getCheckpoint(stagingName(name))).toBeNull();
    expect(await readStore.getCheckpoint(name)).toBe(await readStore.getCheckpoint(reference.name));
    expect(await rows(projection.collection.name)).toBe(await rows(reference.collection.name));
    expect(await differences(projection.collection.name, reference.collection.name)).toEqual([]);
    expect(await readStore.parkedCounts()).toEqual({});
  }, 60_000);
});

describe('rebuilding every read model in one pass, killed halfway', () => {
  it('leaves every live read model as it was; run again, it swaps in the documents of an uninterrupted pass', async () => {
    const references = allProjections.map((p) => renamedProjection(p, `${p.name}AllReference`));
    await rebuildAll(eventStore, readStore, references, { batchSize: 500 });
    const checkpoints = async () => Promise.all(allProjections.map(async (p) => [p.name, await readStore.getCheckpoint(p.name)]));
    const before = await checkpoints();

    const killed = await killMidway(['rebuild', '--all', '--batch-size', '25']);
    expect(killed.output).toMatch(/^rebuilding all /m);
    expect(killed.output).not.toMatch(/rebuilt /);
    // Nothing was swapped: the live checkpoints did not move, and no staging checkpoint was stored.
    expect(await checkpoints()).toEqual(before);
    for (const p of allProjections) expect(await readStore.getCheckpoint(stagingName(p.name))).toBeNull();

    const again = await runScript(SCRIPT, ['rebuild', '--all'], env());
    expect(again.code).toBe(0);
    expect(again.output).toMatch(new RegExp(`rebuilt ${allProjections.length} read models in one pass from [\\d,]+ events in `));
    for (const p of allProjections) {
      expect({ name: p.name, differences: await differences(p.collection.name, `${p.name}AllReference`) }).toEqual({
        name: p.name,
        differences: [],
      });
      expect(await readStore.getCheckpoint(p.name)).toBe(await readStore.getCheckpoint(`${p.name}AllReference`));
    }
    expect(await rows(savedProfilesProjection.collection.name)).toBeGreaterThan(300);
    expect(await readStore.parkedCounts()).toEqual({});
  }, 90_000);
});

it('seeded a realistic mix of a few tens of thousands of events', () => {
  expect(seeded.events).toBeGreaterThan(20_000);
});
