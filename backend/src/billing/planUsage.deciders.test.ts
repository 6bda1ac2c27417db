import { describe, it } from '@jest/globals';
import type { PlanUsageEvent } from '@scout/contracts/billing/planUsage';
import { PlanLimitError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { planUsageDecider, UsageNotCountedError } from './planUsage';

const now = '2026-11-22T10:00:00.000Z';
const counted = (keys: string[], others = 0): PlanUsageEvent => ({
  type: 'UsageCounted',
  data: { held: keys.map((key) => ({ key, amount: 1 })), others, countedAt: now },
});
const reserved = (key: string, amount = 1): PlanUsageEvent => ({ type: 'UsageReserved', data: { key, amount, reservedAt: now } });
const givenBack = (key: string): PlanUsageEvent => ({ type: 'UsageGivenBack', data: { key, givenBackAt: now } });

const reserve = (key: string, limit = 2, amount = 1, outside = 0) =>
  ({ type: 'Reserve', field: 'profiles', key, amount, limit, outside, baseline: null, now }) as const;
const giveBack = (key: string) => ({ type: 'GiveBack', key, baseline: null, now }) as const;

describe('plan usage decider', () => {
  const spec = deciderSpec(planUsageDecider);

  it('Given nothing, When Reserve without a baseline, Then it asks for the count (UsageNotCounted)', () => {
    spec.given([]).when(reserve('a')).thenThrows(UsageNotCountedError);
  });
  it('Given nothing, When Reserve with the read models as baseline, Then UsageCounted and UsageReserved', () => {
    spec
      .given([])
      .when({ ...reserve('b'), baseline: { held: [{ key: 'a', amount: 1 }], others: 0 } })
      .then([counted(['a']), reserved('b')]);
  });
  it('Given nothing, When Reserve with a full baseline, Then PlanLimit (nothing, not even the count)', () => {
    spec
      .given([])
      .when({ ...reserve('c'), baseline: { held: [], others: 2 } })
      .thenThrows(PlanLimitError, /allows 2 profiles/);
  });
  it('Given counted usage, When a command brings a baseline, Then the baseline is ignored', () => {
    spec
      .given([counted([])])
      .when({ ...reserve('a'), baseline: { held: [], others: 2 } })
      .then([reserved('a')]);
  });
  it('Given a full limit, When Reserve another, Then PlanLimit', () => {
    spec
      .given([counted(['a']), reserved('b')])
      .when(reserve('c'))
      .thenThrows(PlanLimitError);
  });
  it('Given a full limit, When Reserve a key held already, Then nothing (it holds its place)', () => {
    spec
      .given([counted(['a']), reserved('b')])
      .when(reserve('b'))
      .then([]);
  });
  it('Given a full limit and one given back, When Reserve another, Then UsageReserved', () => {
    spec
      .given([counted(['a']), reserved('b'), givenBack('a')])
      .when(reserve('c'))
      .then([reserved('c')]);
  });
  it('Given a held key, When GiveBack, Then UsageGivenBack; a key not held, Then nothing', () => {
    spec
      .given([counted(['a'])])
      .when(giveBack('a'))
      .then([givenBack('a')]);
    spec
      .given([counted(['a'])])
      .when(giveBack('z'))
      .then([]);
  });
  it('Given bytes in flight, When Reserve bytes past the limit with what is kept outside, Then PlanLimit in MB', () => {
    const storage = { ...reserve('u2', 3 * 1024 * 1024, 1024 * 1024, 1024 * 1024), field: 'storageBytes' } as const;
    spec
      .given([counted([]), reserved('u1', 1024 * 1024 + 1)])
      .when(storage)
      .thenThrows(PlanLimitError, /keeps 3 MB of files and 2 MB are used/);
  });
  it('Given bytes in flight, When Reserve bytes that fit, Then UsageReserved with the amount', () => {
    spec
      .given([counted([]), reserved('u1', 1024 * 1024)])
      .when({ ...reserve('u2', 3 * 1024 * 1024, 1024 * 1024, 1024 * 1024), field: 'storageBytes' })
      .then([reserved('u2', 1024 * 1024)]);
  });
});
