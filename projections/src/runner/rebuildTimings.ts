/** Where one pass of a rebuild spent its time, in milliseconds; each moment is charged to one phase. */
export interface PassTimings {
  /** Pages of events read. */
  pages: number;
  /** Waiting for pages (each is read while the one before is folded), and for the count the progress reports need. */
  read: number;
  /** Parsing the events, folding them into documents and settling the finished ones. */
  fold: number;
  /** Waiting for the store to take finished documents: the pass pauses while it catches up, and waits for the last ones. */
  write: number;
  /** Its read models' parked events stored, staging copies made durable, indexed and swapped in. */
  finish: number;
  /** From its first read to its last swap. */
  total: number;
}

export interface RebuildTimings {
  /** The pass in stream order (read models whose documents are each fed by one stream). */
  inStreamOrder: PassTimings;
  /** The pass in the log's order (`manyStreams` read models), run beside the other one. */
  inLogOrder: PassTimings;
  /** Making the staging copies, before the passes. */
  prepare: number;
  /** How long the store's bulk writes ran, summed (several run at once, beside the folds). */
  writing: number;
  /** Read models rebuilt each on its own, when the store cannot read in stream order. */
  apart: number;
}

const noPass = (): PassTimings => ({ pages: 0, read: 0, fold: 0, write: 0, finish: 0, total: 0 });

export const noTimings = (): RebuildTimings => ({ inStreamOrder: noPass(), inLogOrder: noPass(), prepare: 0, writing: 0, apart: 0 });

type Phase = 'read' | 'fold' | 'write' | 'finish';

/** A pass's time, each moment charged to the one phase it is in. */
export class PhaseClock {
  private readonly started = performance.now();
  private since = this.started;
  private phase: Phase = 'read';

  constructor(readonly timings: PassTimings) {}

  /** Charges the time since the last change to the current phase and goes on in `phase`; answers the phase it left. */
  enter(phase: Phase): Phase {
    const now = performance.now();
    this.timings[this.phase] += now - this.since;
    this.since = now;
    const left = this.phase;
    this.phase = phase;
    return left;
  }

  stop(): void {
    this.enter(this.phase);
    this.timings.total = performance.now() - this.started;
  }
}
