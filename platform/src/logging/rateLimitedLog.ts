/**
 * One log line per cause per interval while a dependency is down: the first occurrence is written,
 * the rest counted, and the next line written for that cause carries how many were left out.
 */
export interface RateLimitedLog {
  /** Calls `write` with the number of lines of this cause left out since the last one, or counts this one. */
  note(cause: string, write: (suppressed: number) => void): void;
}

export function createRateLimitedLog(intervalMs: number, now: () => number = Date.now): RateLimitedLog {
  const causes = new Map<string, { lastWritten: number; suppressed: number }>();
  return {
    note(cause, write) {
      const at = now();
      const seen = causes.get(cause);
      if (seen && at - seen.lastWritten < intervalMs) {
        seen.suppressed += 1;
        return;
      }
      causes.set(cause, { lastWritten: at, suppressed: 0 });
      write(seen?.suppressed ?? 0);
    },
  };
}
