import { describe, expect, it } from '@jest/globals';
import { AppError } from '../errors';
import { decodeGate } from './decodeGate';

/** A piece of work that ends when `finish` is called. */
function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe('decodeGate', () => {
  it('runs at most `running` at once, lets `waiting` more wait their turn in order, and refuses the next with 503 and Retry-After', async () => {
    const gate = decodeGate({ running: 2, waiting: 1, perClient: 10 });
    const [a, b, c] = [pending(), pending(), pending()];
    const started: string[] = [];
    const run = (name: string, p: ReturnType<typeof pending>) =>
      gate.run(() => {
        started.push(name);
        return p.work();
      });
    const runs = [run('a', a), run('b', b), run('c', c)];
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    expect(gate.load()).toEqual({ running: 2, waiting: 1 });

    const refused = await gate.run(() => Promise.resolve()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect([(refused as AppError).status, (refused as AppError).headers['Retry-After']]).toEqual([503, '1']);

    a.finish();
    await runs[0];
    await eventuallyStarted(started, 'c');
    expect(gate.load()).toEqual({ running: 2, waiting: 0 });
    b.finish();
    c.finish();
    await Promise.all(runs);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its place when the work fails', async () => {
    const gate = decodeGate({ running: 1, waiting: 0, perClient: 10 });
    await expect(gate.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    await expect(gate.run(() => Promise.resolve(7))).resolves.toBe(7);
  });

  it('lets one client hold at most `perClient` places, so others still get a turn', async () => {
    const gate = decodeGate({ running: 1, waiting: 4, perClient: 2 });
    const [a, b] = [pending(), pending()];
    const runs = [gate.run(a.work, '203.0.113.7'), gate.run(b.work, '203.0.113.7')];
    const third = await gate.run(() => Promise.resolve(), '203.0.113.7').catch((error: unknown) => error);
    expect((third as AppError).status).toBe(503);
    const other = gate.run(() => Promise.resolve('served'), '198.51.100.2');
    expect(gate.load()).toEqual({ running: 1, waiting: 2 });
    a.finish();
    b.finish();
    await Promise.all(runs);
    await expect(other).resolves.toBe('served');
    await expect(gate.run(() => Promise.resolve(1), '203.0.113.7')).resolves.toBe(1);
  });
});

async function eventuallyStarted(started: string[], name: string): Promise<void> {
  for (let i = 0; i < 10 && !started.includes(name); i += 1) await Promise.resolve();
  expect(started).toContain(name);
}
