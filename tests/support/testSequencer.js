// Orders test files so the two workers finish together. Jest runs the slowest files first when it
// has their durations from an earlier run; on a fresh machine it has none and goes by file size,
// which starts a short file that runs a minute (a rebuild killed halfway and run again) near the end.
// Without durations, the files that run whole processes or a browser go first, each group biggest first.
// Loaded by jest without transforms, hence plain JavaScript.
import sequencerModule from '@jest/test-sequencer';

const Sequencer = sequencerModule.default ?? sequencerModule;

const SLOW_FIRST = ['/tests/fault/', '/tests/scale/', '/tests/browser/'];
const groupOf = (path) => {
  const group = SLOW_FIRST.findIndex((folder) => path.includes(folder));
  return group === -1 ? SLOW_FIRST.length : group;
};

export default class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    // Array.prototype.sort is stable: within a group, jest's order (biggest first) stays.
    return [...sorted].sort((a, b) => groupOf(a.path) - groupOf(b.path));
  }
}
