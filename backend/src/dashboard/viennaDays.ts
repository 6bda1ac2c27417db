/** Dashboard figures count days as Vienna sees them (spec: every date in Europe/Vienna). */
export const DASHBOARD_TIME_ZONE = 'Europe/Vienna';

const DAY_MS = 86_400_000;
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: DASHBOARD_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClock(instant: Date): { day: string; asUtcMs: number } {
  const p = Object.fromEntries(parts.formatToParts(instant).map((x) => [x.type, x.value]));
  const day = `${p.year}-${p.month}-${p.day}`;
  return { day, asUtcMs: Date.parse(`${day}T${p.hour}:${p.minute}:${p.second}.000Z`) };
}

/** The Vienna day (`YYYY-MM-DD`) an instant falls on. */
export const viennaDay = (instant: Date): string => wallClock(instant).day;

/** The instant a Vienna day begins (midnight there; DST changes happen at 02:00/03:00, never at midnight). */
export function viennaDayStart(day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  const offset = wallClock(new Date(midnightUtc)).asUtcMs - midnightUtc;
  const start = midnightUtc - offset;
  // Near a DST change the offset at the guess can differ from the one at the real midnight.
  const corrected = wallClock(new Date(start)).asUtcMs - start;
  return new Date(midnightUtc - corrected);
}

/** The last `count` Vienna days ending with the one `now` falls on, oldest first, each with its bounds. */
export function lastViennaDays(now: Date, count: number): Array<{ day: string; start: Date; end: Date }> {
  const today = viennaDay(now);
  const todayNoonUtc = Date.parse(`${today}T12:00:00.000Z`);
  const days: Array<{ day: string; start: Date; end: Date }> = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const day = new Date(todayNoonUtc - i * DAY_MS).toISOString().slice(0, 10);
    const next = new Date(todayNoonUtc - (i - 1) * DAY_MS).toISOString().slice(0, 10);
    days.push({ day, start: viennaDayStart(day), end: viennaDayStart(next) });
  }
  return days;
}
