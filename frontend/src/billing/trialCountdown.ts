const DAY_MS = 86_400_000;

/**
 * Whole days left of a trial ending at `endsAt`, a part-day counting as one ("ends in 3 hours" is 1
 * day left); 0 once it ended; null for a date that does not parse.
 */
export function trialDaysLeft(endsAt: string, now: Date): number | null {
  const end = Date.parse(endsAt);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}
