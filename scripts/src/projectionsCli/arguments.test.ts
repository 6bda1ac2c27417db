import { describe, expect, it } from '@jest/globals';
import { allProjections } from '@scout/projections';
import { savedProfilesProjection } from '@scout/projections/profiles/savedProfiles';
import { parseArguments, usage } from './arguments';

const parse = (...argv: string[]) => parseArguments(argv, allProjections);

describe('npm run projections arguments', () => {
  it('reads each command with its read model and options', () => {
    expect(parse('status')).toEqual({ ok: true, command: { kind: 'status' } });
    expect(parse('parked')).toEqual({ ok: true, command: { kind: 'parked', projection: null } });
    expect(parse('parked', 'savedProfiles')).toEqual({ ok: true, command: { kind: 'parked', projection: savedProfilesProjection } });
    expect(parse('replay', 'savedProfiles')).toEqual({ ok: true, command: { kind: 'replay', projection: savedProfilesProjection } });
    expect(parse('rebuild', 'savedProfiles')).toEqual({
      ok: true,
      command: { kind: 'rebuild', projection: savedProfilesProjection, fresh: false, batchSize: undefined },
    });
    expect(parse('rebuild', '--fresh', 'savedProfiles', '--batch-size', '200')).toEqual({
      ok: true,
      command: { kind: 'rebuild', projection: savedProfilesProjection, fresh: true, batchSize: 200 },
    });
    expect(parse('rebuild', 'savedProfiles', '--batch-size=50')).toMatchObject({ ok: true, command: { batchSize: 50 } });
    expect(parse('rebuild', '--all')).toEqual({ ok: true, command: { kind: 'rebuildAll', batchSize: undefined } });
    expect(parse('rebuild', '--all', '--batch-size', '300')).toEqual({ ok: true, command: { kind: 'rebuildAll', batchSize: 300 } });
  });

  it('refuses what it does not know, saying what', () => {
    expect(parse()).toEqual({ ok: false, problem: 'no command given' });
    expect(parse('rebuilt', 'users')).toEqual({ ok: false, problem: 'unknown command rebuilt' });
    expect(parse('rebuild', 'user')).toEqual({ ok: false, problem: 'unknown read model user' });
    expect(parse('rebuild')).toEqual({ ok: false, problem: 'rebuild needs a read model (or --all)' });
    expect(parse('replay')).toEqual({ ok: false, problem: 'replay needs a read model' });
    expect(parse('status', 'users')).toEqual({ ok: false, problem: 'status takes no read model' });
    expect(parse('rebuild', 'users', 'sessions')).toEqual({ ok: false, problem: 'unexpected sessions' });
    expect(parse('rebuild', 'users', '--force')).toEqual({ ok: false, problem: 'unknown option --force' });
    expect(parse('replay', 'users', '--fresh')).toEqual({ ok: false, problem: '--fresh only go with rebuild' });
    for (const size of ['0', '-5', '1.5', 'many', '']) {
      expect(parse('rebuild', 'users', `--batch-size=${size}`)).toEqual({
        ok: false,
        problem: '--batch-size must be a whole number from 1 to 100000',
      });
    }
    expect(parse('rebuild', 'users', '--batch-size')).toEqual({ ok: false, problem: '--batch-size needs a number' });
    expect(parse('rebuild', 'users', '--all')).toEqual({ ok: false, problem: '--all rebuilds every read model: leave out the name' });
    expect(parse('rebuild', '--all', '--fresh')).toEqual({ ok: false, problem: '--all always starts over: leave out --fresh' });
    expect(parse('status', '--all')).toEqual({ ok: false, problem: '--all only go with rebuild' });
  });

  it('usage names every read model', () => {
    for (const projection of allProjections) expect(usage(allProjections)).toContain(projection.name);
  });
});
