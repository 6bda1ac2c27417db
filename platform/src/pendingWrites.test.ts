import { describe, expect, it } from '@jest/globals';
import { PendingWrites } from './pendingWrites';

describe('pending writes', () => {
  it('keeps each caller’s latest position until it is shown', () => {
    const pending = new PendingWrites();
    pending.record('ann', '00000000000000000002-00000000000000000002');
    pending.record('ann', '00000000000000000001-00000000000000000001');
    expect(pending.of('ann')).toBe('00000000000000000002-00000000000000000002');
    expect(pending.of('bob')).toBeUndefined();
    // Shown up to an older write: the newer one still waits.
    pending.shown('ann', '00000000000000000001-00000000000000000001');
    expect(pending.of('ann')).toBe('00000000000000000002-00000000000000000002');
    pending.shown('ann', '00000000000000000002-00000000000000000002');
    expect(pending.of('ann')).toBeUndefined();
  });
});
