import { describe, expect, it } from '@jest/globals';
import type { StoredProjectionStatus } from '@scout/projections/runner/storedStatus';
import { statusTable } from './tables';

const status = (name: string): StoredProjectionStatus => ({
  name,
  checkpoint: '00000000000000000042',
  state: 'stopped',
  lag: 0,
  behind: false,
  parked: 0,
  lastError: null,
  eventsPerSecond: 0,
  appliedTotal: 0,
  pendingRebuild: null,
});

describe('projections status table', () => {
  it('names the process holding each projection, says when its lease ran out, and - when none holds it', () => {
    const text = statusTable(
      [status('users'), status('lists'), status('campaigns')],
      [
        { name: 'users', holder: 'host-a:101:ab12cd', remainingMs: 4200 },
        { name: 'lists', holder: 'host-b:202:ef34ab', remainingMs: -300 },
      ],
    );
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^projection +checkpoint +lag +parked +rebuild +held by$/);
    expect(lines.find((line) => line.startsWith('users'))).toMatch(/ host-a:101:ab12cd$/);
    expect(lines.find((line) => line.startsWith('lists'))).toMatch(/ host-b:202:ef34ab \(ran out\)$/);
    expect(lines.find((line) => line.startsWith('campaigns'))).toMatch(/ -$/);
  });
});
