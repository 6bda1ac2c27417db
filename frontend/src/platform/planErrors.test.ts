import { afterEach, describe, expect, it } from '@jest/globals';
import { HttpError } from 'react-admin';
import { handlePlanError } from './planErrors';
import { accessBlocked, unblockAccess, upgradePopup } from '../session/planGate';

afterEach(() => {
  accessBlocked.set(false);
  upgradePopup.set(null);
});

describe('plan errors (spec section 8)', () => {
  it('stores the blocked status on AccessBlocked, without a toast', () => {
    expect(handlePlanError(new HttpError('blocked', 402, { name: 'AccessBlocked', message: 'blocked' }))).toBe(true);
    expect(accessBlocked.get()).toBe(true);
  });

  it('opens the upgrade popup for data.field on 423', () => {
    expect(handlePlanError(new HttpError('limit', 423, { name: 'PlanLimit', message: 'limit', field: 'profiles' }))).toBe(true);
    expect(upgradePopup.get()).toBe('profiles');
  });

  it('leaves other errors to the toast', () => {
    expect(handlePlanError(new HttpError('gone', 404, { name: 'NotFound', message: 'gone' }))).toBe(false);
    expect(handlePlanError(new Error('boom'))).toBe(false);
    expect(accessBlocked.get()).toBe(false);
    expect(upgradePopup.get()).toBeNull();
  });

  it('after a payment unblocks, a 402 of a request sent before it is old news; one sent after blocks again', () => {
    const blocked = (sentAt: number) =>
      Object.assign(new HttpError('blocked', 402, { name: 'AccessBlocked', message: 'blocked' }), { sentAt });
    const before = performance.now();
    unblockAccess();
    expect(handlePlanError(blocked(before))).toBe(true);
    expect(accessBlocked.get()).toBe(false);
    expect(handlePlanError(blocked(performance.now() + 1))).toBe(true);
    expect(accessBlocked.get()).toBe(true);
  });
});
