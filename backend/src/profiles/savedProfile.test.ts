import { describe, it } from '@jest/globals';
import { ConflictError, NotFoundError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { savedProfileDecider } from './savedProfile';
import { now, profileId, removed, saved, shareKey } from './testEvents';

const spec = deciderSpec(savedProfileDecider);

describe('saved profile decider', () => {
  it('Given nothing, When SaveProfile, Then ProfileSaved with a slug', () => {
    spec
      .given([])
      .when({ type: 'SaveProfile', profileId, platform: 'instagram', username: 'cristiano', slug: 'cristiano-instagram', shareKey, now })
      .then([saved]);
  });

  it('Given a saved profile, When SaveProfile again, Then Conflict', () => {
    spec
      .given([saved])
      .when({ type: 'SaveProfile', profileId, platform: 'instagram', username: 'cristiano', slug: 'cristiano-instagram', shareKey, now })
      .thenThrows(ConflictError, /already saved/);
  });

  it('Given a removed profile, When SaveProfile, Then it is saved again', () => {
    spec
      .given([saved, removed])
      .when({ type: 'SaveProfile', profileId, platform: 'instagram', username: 'cristiano', slug: 'cristiano-instagram', shareKey, now })
      .then([saved]);
  });

  it('Given a saved profile, When RemoveProfile, Then ProfileRemoved', () => {
    spec.given([saved]).when({ type: 'RemoveProfile', now }).then([removed]);
  });

  it('Given a saved profile, When SetFavourite true, Then ProfileFavouriteChanged', () => {
    spec
      .given([saved])
      .when({ type: 'SetFavourite', favourite: true, now })
      .then([{ type: 'ProfileFavouriteChanged', data: { profileId, favourite: true, changedAt: now } }]);
  });

  it('Given a favourite, When SetFavourite true again, Then nothing happens', () => {
    spec
      .given([saved, { type: 'ProfileFavouriteChanged', data: { profileId, favourite: true, changedAt: now } }])
      .when({ type: 'SetFavourite', favourite: true, now })
      .then([]);
  });

  it('Given a removed profile, When SetFavourite, Then NotFound', () => {
    spec.given([saved, removed]).when({ type: 'SetFavourite', favourite: true, now }).thenThrows(NotFoundError);
  });

  it('Given a saved profile, When ChangeSlug, Then ProfileSlugChanged', () => {
    spec
      .given([saved])
      .when({ type: 'ChangeSlug', slug: 'cr7', now })
      .then([{ type: 'ProfileSlugChanged', data: { profileId, slug: 'cr7', changedAt: now } }]);
  });

  it('Given a profile with that slug, When ChangeSlug to it, Then nothing happens', () => {
    spec
      .given([saved, { type: 'ProfileSlugChanged', data: { profileId, slug: 'cr7', changedAt: now } }])
      .when({ type: 'ChangeSlug', slug: 'cr7', now })
      .then([]);
  });

  it('Given a removed profile, When ChangeSlug, Then NotFound', () => {
    spec.given([saved, removed]).when({ type: 'ChangeSlug', slug: 'cr7', now }).thenThrows(NotFoundError);
  });

  it('Given nothing, When RemoveProfile, Then NotFound', () => {
    spec.given([]).when({ type: 'RemoveProfile', now }).thenThrows(NotFoundError);
  });

  it('Given a removed profile, When RemoveProfile, Then NotFound', () => {
    spec.given([saved, removed]).when({ type: 'RemoveProfile', now }).thenThrows(NotFoundError);
  });
});
