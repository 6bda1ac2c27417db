import { describe, expect, it } from '@jest/globals';
import { createProgress } from './progress';

function recorder(isTTY: boolean) {
  const written: string[] = [];
  return { written, output: { isTTY, write: (text: string) => written.push(text) } };
}

describe('rebuild progress', () => {
  it('On a terminal, one line is redrawn in place with a bar, the counts and the rate of this run', () => {
    let now = 0;
    const { written, output } = recorder(true);
    const progress = createProgress('users', output, () => now);
    progress.update(0, 1_000_000);
    now = 10_000;
    progress.update(700_000, 1_000_000);
    progress.end();
    expect(written).toEqual([
      '\r\x1b[2Krebuilding users ░░░░░░░░░░░░░░░░░░░░ 0% 0/1,000,000 events',
      '\r\x1b[2Krebuilding users ██████████████░░░░░░ 70% 700,000/1,000,000 events, 70,000 events/s',
      '\n',
    ]);
  });

  it('Without a terminal, a plain line comes every 10 % or every second, never more often', () => {
    let now = 0;
    const { written, output } = recorder(false);
    const progress = createProgress('users', output, () => now);
    for (let done = 0; done <= 1000; done += 10) {
      now += 5; // 100 pages in 0.5 s: only the 10 % steps print
      progress.update(done, 1000);
    }
    expect(written.map((line) => line.match(/ (\d+)% /)?.[1])).toEqual(['0', '10', '20', '30', '40', '50', '60', '70', '80', '90', '100']);
    expect(written.every((line) => line.endsWith('\n') && !line.includes('█'))).toBe(true);

    written.length = 0;
    const slow = createProgress('users', output, () => now);
    for (let done = 0; done <= 50; done += 1) {
      now += 250; // 1 % per 0.25 s: a line each second
      slow.update(done, 1000);
    }
    expect(written).toHaveLength(13);
    expect(written[12]).toBe('rebuilding users 4% 48/1,000 events, 4 events/s\n');
  });

  it('Resuming, the rate counts only the events applied in this run', () => {
    let now = 0;
    const { written, output } = recorder(false);
    const progress = createProgress('users', output, () => now);
    progress.update(600, 1000);
    now = 2000;
    progress.update(1000, 1000);
    expect(written).toEqual(['rebuilding users 60% 600/1,000 events\n', 'rebuilding users 100% 1,000/1,000 events, 200 events/s\n']);
  });
});
