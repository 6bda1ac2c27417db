/** How often a page reads a background job's progress again (imports, audit reports, link clicks). */
export const POLL_INTERVAL_MS = 1000;

/** A react-query `refetchInterval`: every {@link POLL_INTERVAL_MS} until `done`. */
export function pollUntil(done: boolean): number | false {
  return done ? false : POLL_INTERVAL_MS;
}
