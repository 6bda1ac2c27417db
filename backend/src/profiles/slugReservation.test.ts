import { describe, it } from '@jest/globals';
import type { ProfileSlugEvent } from '@scout/contracts/profiles/slugReservation';
import { ConflictError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { slugReservationDecider } from './slugReservation';

const spec = deciderSpec(slugReservationDecider);
const slug = 'cristiano-instagram';
const profileId = '4f1c2b9e-0d3a-5b7c-8e6f-1a2b3c4d5e6f';
const otherProfileId = '5f1c2b9e-0d3a-5b7c-8e6f-1a2b3c4d5e6f';
const orgId = '6f1c2b9e-0d3a-4b7c-8e6f-1a2b3c4d5e6f';
const reserved: ProfileSlugEvent = { type: 'ProfileSlugReserved', data: { slug, profileId, orgId } };
const released: ProfileSlugEvent = { type: 'ProfileSlugReleased', data: { slug, profileId } };

describe('slug reservation decider', () => {
  it('Given a free slug, When ReserveSlug, Then ProfileSlugReserved', () => {
    spec.given([]).when({ type: 'ReserveSlug', slug, profileId, orgId }).then([reserved]);
  });

  it('Given the slug held by the same profile, When ReserveSlug, Then nothing happens', () => {
    spec.given([reserved]).when({ type: 'ReserveSlug', slug, profileId, orgId }).then([]);
  });

  it('Given the slug held by another profile, When ReserveSlug, Then Conflict', () => {
    spec.given([reserved]).when({ type: 'ReserveSlug', slug, profileId: otherProfileId, orgId }).thenThrows(ConflictError, /taken/);
  });

  it('Given a released slug, When another profile reserves it, Then ProfileSlugReserved', () => {
    spec
      .given([reserved, released])
      .when({ type: 'ReserveSlug', slug, profileId: otherProfileId, orgId })
      .then([{ type: 'ProfileSlugReserved', data: { slug, profileId: otherProfileId, orgId } }]);
  });

  it('Given the slug held by the profile, When ReleaseSlug, Then ProfileSlugReleased', () => {
    spec.given([reserved]).when({ type: 'ReleaseSlug', slug, profileId }).then([released]);
  });

  it('Given the slug held by another profile, When ReleaseSlug, Then nothing happens', () => {
    spec.given([reserved]).when({ type: 'ReleaseSlug', slug, profileId: otherProfileId }).then([]);
  });
});
