import type { LeaseHolding } from '@scout/platform/leases/port';
import type { ParkedEvent } from '@scout/platform/readstore/port';
import { LAG_COUNT_CAP, type StoredProjectionStatus } from '@scout/projections/runner/storedStatus';
import { grouped } from './numbers';

type Align = 'left' | 'right';

/** Columns padded to their widest cell; the last column is never padded (it may be long). */
export function table(headers: readonly string[], rows: ReadonlyArray<readonly string[]>, align: readonly Align[] = []): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => {
        if (column === cells.length - 1) return align[column] === 'right' ? cell.padStart(widths[column]!) : cell;
        return align[column] === 'right' ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!);
      })
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)].join('\n');
}

/** An error on one line. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

const count = (n: number) => (n >= LAG_COUNT_CAP ? `${grouped(LAG_COUNT_CAP)}+` : grouped(n));

/**
 * `npm run projections -- status`: one line per read model with the projections process holding it
 * (SCOUT_ROLE=projections; `-` when none does, as with `npm start`), then the last error of those
 * with parked events.
 */
export function statusTable(statuses: readonly StoredProjectionStatus[], holdings: readonly LeaseHolding[] = []): string {
  const holders = new Map(holdings.map((h) => [h.name, h.remainingMs > 0 ? h.holder : `${h.holder} (ran out)`]));
  const rows = statuses.map((s) => [
    s.name,
    s.checkpoint ?? '-',
    count(s.lag),
    grouped(s.parked),
    s.pendingRebuild ? `interrupted at ${s.pendingRebuild.checkpoint}, ${count(s.pendingRebuild.remaining)} events left` : '-',
    holders.get(s.name) ?? '-',
  ]);
  const errors = statuses.filter((s) => s.lastError).map((s) => `${s.name}: last parked error: ${oneLine(s.lastError!)}`);
  const text = table(['projection', 'checkpoint', 'lag', 'parked', 'rebuild', 'held by'], rows, [
    'left',
    'right',
    'right',
    'right',
    'left',
    'left',
  ]);
  return errors.length > 0 ? `${text}\n\n${errors.join('\n')}` : text;
}

/** Parked events, one line each. */
export function parkedTable(events: readonly ParkedEvent[]): string {
  return table(
    ['projection', 'position', 'type', 'stream', 'attempts', 'parked at', 'error'],
    events.map((e) => [e.projection, e.position, e.type, e.streamId, String(e.attempts), e.parkedAt, oneLine(e.error)]),
    ['left', 'right', 'left', 'left', 'right', 'left', 'left'],
  );
}
