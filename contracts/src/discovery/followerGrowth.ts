/**
 * Percent change of followers from the oldest to the newest point of the history (sorted by date
 * here, whatever order it came in), 2 decimals; null with fewer than two points or from zero.
 */
export function followerGrowthOf(history: ReadonlyArray<{ date: string; followers: number }>): number | null {
  if (history.length < 2) return null;
  const ordered = [...history].sort((a, b) => a.date.localeCompare(b.date));
  const first = ordered[0]!.followers;
  const last = ordered.at(-1)!.followers;
  if (first <= 0) return null;
  return Math.round(((last - first) / first) * 10_000) / 100;
}
