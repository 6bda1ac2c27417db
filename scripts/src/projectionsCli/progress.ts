import { grouped, perSecond } from './numbers';

/** Where progress goes: stderr, or a stand-in in tests. */
export interface ProgressOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface Progress {
  /** Events applied so far (including those of an interrupted run) and how many there are in all. */
  update(done: number, total: number): void;
  /** Ends the updating line. */
  end(): void;
}

const BAR_WIDTH = 20;
/** A terminal line is redrawn at most this often. */
const REDRAW_MS = 100;
/** Without a terminal, a plain line at most every second or every 10 %. */
const PLAIN_MS = 1000;

const percentOf = (done: number, total: number) => (total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : 100);

/** `rebuilding users ██████████████░░░░░░ 70% 700,000/1,000,000 events, 41,000 events/s` (the rate of this run; none before time passed). */
export function progressLine(name: string, done: number, total: number, eventsPerSecond: number | null, bar: boolean): string {
  const percent = percentOf(done, total);
  const filled = Math.round((percent / 100) * BAR_WIDTH);
  const drawn = bar ? ` ${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}` : '';
  const rate = eventsPerSecond === null ? '' : `, ${grouped(eventsPerSecond)} events/s`;
  return `rebuilding ${name}${drawn} ${percent}% ${grouped(done)}/${grouped(total)} events${rate}`;
}

/** Draws one progress line from the work done so far, its total, its rate (per second of this run) and whether to draw a bar. */
export type ProgressLine = (done: number, total: number, perSecond: number | null, bar: boolean) => string;

/** `██████████████░░░░░░` for 70 % */
export function progressBar(percent: number): string {
  const filled = Math.round((Math.min(100, Math.max(0, percent)) / 100) * BAR_WIDTH);
  return `${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}`;
}

/**
 * A rebuild's progress: on a terminal one line redrawn in place; otherwise (a log, a pipe) a plain
 * line when another 10 % is done or a second has passed, whichever comes first. `line` draws
 * another kind of work (the bank import's) in the same way.
 */
export function createProgress(
  name: string,
  output: ProgressOutput,
  now: () => number = () => performance.now(),
  line: ProgressLine = (done, total, rate, bar) => progressLine(name, done, total, rate, bar),
): Progress {
  const tty = output.isTTY === true;
  let started: { at: number; done: number } | undefined;
  let last: { at: number; decile: number } | undefined;
  let drawn = false;
  return {
    update(done, total) {
      const at = now();
      started ??= { at, done };
      const decile = Math.floor(percentOf(done, total) / 10);
      const due = tty ? !last || at - last.at >= REDRAW_MS || done >= total : !last || at - last.at >= PLAIN_MS || decile > last.decile;
      if (!due) return;
      last = { at, decile };
      const elapsed = at - started.at;
      const text = line(done, total, elapsed > 0 ? perSecond(done - started.done, elapsed) : null, tty);
      output.write(tty ? `\r\x1b[2K${text}` : `${text}\n`);
      drawn = true;
    },
    end() {
      if (tty && drawn) output.write('\n');
      drawn = false;
    },
  };
}
