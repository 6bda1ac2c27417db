import { describe, it } from '@jest/globals';
import { projectionSpec, recorded, testMetadata } from '../testing/projectionSpec';
import { savedProfilesProjection, type SavedProfileDoc } from './savedProfiles';

const orgId = '11111111-1111-4111-8111-111111111111';
const userId = '22222222-2222-4222-8222-222222222222';
const profileId = '33333333-3333-5333-8333-333333333333';
const saved = {
  type: 'ProfileSaved' as const,
  data: { profileId, platform: 'instagram', username: 'cristiano', slug: 'cristiano-instagram', savedAt: '2026-11-01T08:00:00.000Z' },
};
const doc: SavedProfileDoc = {
  _id: profileId,
  orgId,
  platform: 'instagram',
  username: 'cristiano',
  slug: 'cristiano-instagram',
  favourite: false,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  savedBy: userId,
};
const spec = projectionSpec<SavedProfileDoc>(savedProfilesProjection);
const stream = `savedProfile-${profileId}`;

describe('savedProfiles projection', () => {
  it('Given ProfileSaved, Then one document in the organisation with who saved it', () => {
    spec.given(recorded(stream, testMetadata(orgId, userId), [saved])).then([doc]);
  });

  it('Given ProfileSaved and ProfileFavouriteChanged, Then the document is a favourite', () => {
    spec
      .given(
        recorded(stream, testMetadata(orgId, userId), [
          saved,
          { type: 'ProfileFavouriteChanged', data: { profileId, favourite: true, changedAt: '2026-11-02T08:00:00.000Z' } },
        ]),
      )
      .then([{ ...doc, favourite: true, updatedAt: '2026-11-02T08:00:00.000Z' }]);
  });

  it('Given ProfileSaved and ProfileRemoved, Then no document', () => {
    spec
      .given(recorded(stream, testMetadata(orgId, userId), [saved, { type: 'ProfileRemoved', data: { profileId, removedAt: '2026-11-03T08:00:00.000Z' } }]))
      .then([]);
  });

  it('Given a profile saved again after removal, Then a fresh document that is not a favourite', () => {
    spec
      .given(
        recorded(stream, testMetadata(orgId, userId), [
          saved,
          { type: 'ProfileFavouriteChanged', data: { profileId, favourite: true, changedAt: '2026-11-02T08:00:00.000Z' } },
          { type: 'ProfileRemoved', data: { profileId, removedAt: '2026-11-03T08:00:00.000Z' } },
          { ...saved, data: { ...saved.data, savedAt: '2026-11-04T08:00:00.000Z' } },
        ]),
      )
      .then([{ ...doc, createdAt: '2026-11-04T08:00:00.000Z', updatedAt: '2026-11-04T08:00:00.000Z' }]);
  });
});
