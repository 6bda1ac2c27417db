import { describe, expect, it } from '@jest/globals';
import { createRateLimitedLog } from './rateLimitedLog';

/** A log on a clock the test moves; answers the lines written as `cause:suppressed`. */
function logAt(intervalMs: number) {
  let now = 1_000_000;
  const lines: string[] = [];
  const log = createRateLimitedLog(intervalMs, () => now);
  return {
    lines,
    note: (cause: string) => log.note(cause, (suppressed) => lines.push(`${cause}:${suppressed}`)),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('rate-limited log', () => {
  it('writes the first line of a cause and counts the rest of its interval', () => {
    const log = logAt(30_000);
    for (let i = 0; i < 50; i += 1) {
      log.note('exited');
      log.advance(100);
    }
    expect(log.lines).toEqual(['exited:0']);
  });

  it('writes the next line once the interval has passed, carrying how many were left out', () => {
    const log = logAt(30_000);
    log.note('exited');
    for (let i = 0; i < 7; i += 1) log.note('exited');
    log.advance(29_999);
    log.note('exited');
    log.advance(1);
    log.note('exited');
    log.advance(30_000);
    log.note('exited');
    expect(log.lines).toEqual(['exited:0', 'exited:8', 'exited:0']);
  });

  it('keeps one line per cause per interval, each cause counted apart', () => {
    const log = logAt(1_000);
    log.note('exited');
    log.note('startFailed');
    log.note('startFailed');
    log.note('startFailed');
    log.note('exited');
    log.advance(1_000);
    log.note('startFailed');
    log.note('exited');
    expect(log.lines).toEqual(['exited:0', 'startFailed:0', 'startFailed:2', 'exited:1']);
  });

  it('restarts the interval at the line written, not at the first line ever', () => {
    const log = logAt(1_000);
    log.note('diskFull');
    log.advance(1_500);
    log.note('diskFull');
    log.advance(600);
    log.note('diskFull');
    log.advance(400);
    log.note('diskFull');
    expect(log.lines).toEqual(['diskFull:0', 'diskFull:0', 'diskFull:1']);
  });
});
