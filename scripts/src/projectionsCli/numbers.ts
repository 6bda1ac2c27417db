/** 1,234,567 */
export const grouped = (n: number): string => Math.round(n).toLocaleString('en-US');

/** Events per second over `ms` milliseconds (0 before any time passed). */
export const perSecond = (events: number, ms: number): number => (ms > 0 ? (events * 1000) / ms : 0);

/** 850 ms, 3.2 s, 4 min 05 s */
export function duration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
