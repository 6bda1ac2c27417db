/** How often a provider call is tried at most, the first try included. */
export const MAX_ATTEMPTS = 4;
/** Waits between tries when the provider names none: 250 ms, then doubled. */
const FIRST_BACKOFF_MS = 250;

/** Worth another try: rate limited or a failure on the provider's side. */
export const retryable = (status: number): boolean => status === 429 || status >= 500;

/** `Retry-After` in ms (seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** How long to wait before try `attempt` (2, 3, …): what the provider asked for, else a doubling backoff. */
export const waitBeforeMs = (attempt: number, retryAfter: number | null): number => retryAfter ?? FIRST_BACKOFF_MS * 2 ** (attempt - 2);
