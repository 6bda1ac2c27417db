import { describe, expect, it } from '@jest/globals';
import { Limiter } from './limiter';

const gate = () => {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
};

describe('the limiter', () => {
  it('runs at most its number of tasks at once, urgent ones first from the queue, the rest in arrival order', async () => {
    const limiter = new Limiter(1);
    const started: string[] = [];
    const first = gate();
    const task = (name: string, urgent = false, wait?: Promise<void>) =>
      limiter.run(async () => {
        started.push(name);
        await wait;
      }, urgent);
    const all = [task('running', false, first.opened), task('a'), task('b'), task('urgent 1', true), task('c'), task('urgent 2', true)];
    expect(started).toEqual(['running']);
    first.open();
    await Promise.all(all);
    expect(started).toEqual(['running', 'urgent 1', 'urgent 2', 'a', 'b', 'c']);
  });
});
