import { describe, it } from '@jest/globals';
import type { ProfileEvent } from '@scout/contracts/profiles';
import { emptySnapshot } from '../socialData/datasets/emptySnapshot';
import { inSequence } from '@scout/platform/decider';
import { ConflictError, NotFoundError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { profileDataDecider } from './profileData';
import { savedProfileDecider } from './savedProfile';

const spec = deciderSpec(profileDataDecider);
const profileId = '6f1c2f4e-9a7b-4d1e-8c3a-2b5d7e9f1a3c';
const now = '2026-03-01T10:00:00.000Z';
const saved: ProfileEvent = {
  type: 'ProfileSaved',
  data: {
    profileId,
    platform: 'instagram',
    username: 'cristiano',
    slug: 'cristiano-instagram',
    shareKey: 'Ab3dE5gH7kLm',
    savedAt: '2026-02-01T00:00:00.000Z',
  },
};
const snapshot = {
  ...emptySnapshot('instagram', 'cristiano'),
  statistics: { ...emptySnapshot('instagram', 'cristiano').statistics, followers: 523_000_000 },
};
const unavailable = (reason: 'unknown' | 'provider_error', checkedAt = now): ProfileEvent => ({
  type: 'ProfileDataUnavailable',
  data: { profileId, checkedAt, reason },
});

describe('profile data decider', () => {
  it('records what the provider saw as an observation', () => {
    spec
      .given([saved])
      .when({ type: 'RecordObservation', snapshot, reason: 'unknown', source: 'provider', now })
      .then([{ type: 'ProfileStatisticsObserved', data: { profileId, observedAt: now, source: 'provider', snapshot } }]);
  });

  it('marks a creator the provider does not know as without data, with no numbers', () => {
    spec
      .given([saved])
      .when({ type: 'RecordObservation', snapshot: null, reason: 'unknown', source: 'provider', now })
      .then([unavailable('unknown')]);
  });

  it('marks a provider failure separately', () => {
    spec
      .given([saved])
      .when({ type: 'RecordObservation', snapshot: null, reason: 'provider_error', source: 'provider', now })
      .then([unavailable('provider_error')]);
  });

  it('records nothing when the same "no data" is heard again', () => {
    spec
      .given([saved, unavailable('unknown', '2026-02-01T00:00:01.000Z')])
      .when({ type: 'RecordObservation', snapshot: null, reason: 'unknown', source: 'provider', now })
      .then([]);
  });

  it('records a new failure after data was there', () => {
    spec
      .given([
        saved,
        { type: 'ProfileStatisticsObserved', data: { profileId, observedAt: '2026-02-02T00:00:00.000Z', source: 'provider', snapshot } },
      ])
      .when({ type: 'RecordObservation', snapshot: null, reason: 'provider_error', source: 'provider', now })
      .then([unavailable('provider_error')]);
  });

  it('counts tracking failures in a row; an observation starts the count again', () => {
    const failed = (failures: number): ProfileEvent => ({ type: 'ProfileRefreshFailed', data: { profileId, failedAt: now, failures } });
    spec
      .given([saved])
      .when({ type: 'RecordRefreshFailure', now })
      .then([failed(1)]);
    spec
      .given([saved, failed(1), failed(2)])
      .when({ type: 'RecordRefreshFailure', now })
      .then([failed(3)]);
    const observed: ProfileEvent = {
      type: 'ProfileStatisticsObserved',
      data: { profileId, observedAt: now, source: 'provider', snapshot },
    };
    spec
      .given([saved, failed(1), failed(2), observed])
      .when({ type: 'RecordRefreshFailure', now })
      .then([failed(1)]);
  });

  it('keeps collected contacts', () => {
    const contacts = [{ type: 'email' as const, value: 'team@example.com' }];
    spec
      .given([saved])
      .when({ type: 'CollectContacts', contacts, now })
      .then([{ type: 'ProfileContactsCollected', data: { profileId, contacts, collectedAt: now } }]);
  });

  it('refuses a profile that is not saved or was removed', () => {
    spec.given([]).when({ type: 'RecordObservation', snapshot, reason: 'unknown', source: 'provider', now }).thenThrows(NotFoundError);
    spec
      .given([saved, { type: 'ProfileRemoved', data: { profileId, removedAt: now } }])
      .when({ type: 'CollectContacts', contacts: [], now })
      .thenThrows(NotFoundError);
  });

  it('ignores events of the stream it does not know', () => {
    spec
      .given([saved, { type: 'ProfileFavouriteChanged', data: { profileId, favourite: true, changedAt: now } }])
      .when({ type: 'RecordObservation', snapshot: null, reason: 'unknown', source: 'provider', now })
      .then([unavailable('unknown')]);
  });

  it('saved together with the first observation, decides the observation on the state the save leads to', () => {
    const both = deciderSpec(inSequence(savedProfileDecider, profileDataDecider));
    const save = {
      type: 'SaveProfile',
      profileId,
      platform: 'instagram',
      username: 'cristiano',
      slug: 'cristiano-instagram',
      shareKey: 'Ab3dE5gH7kLm',
      now: saved.data.savedAt,
    } as const;
    both
      .given([])
      .when([save, { type: 'RecordObservation', snapshot: null, reason: 'unknown', source: 'provider', now }])
      .then([saved, unavailable('unknown')]);
    both
      .given([saved])
      .when([save, { type: 'RecordObservation', snapshot, reason: 'unknown', source: 'provider', now }])
      .thenThrows(ConflictError);
  });
});
