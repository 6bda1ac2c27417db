import type { ProfileEvent } from '@scout/contracts/profiles';

/** Fixtures of the saved-profile deciders' tests: one profile, saved and removed at one instant. */
export const profileId = '4f1c2b9e-0d3a-5b7c-8e6f-1a2b3c4d5e6f';
export const now = '2026-11-22T10:00:00.000Z';
export const shareKey = 'Kx7Qm2Zp9Lw4';
export const saved: ProfileEvent = {
  type: 'ProfileSaved',
  data: { profileId, platform: 'instagram', username: 'cristiano', slug: 'cristiano-instagram', shareKey, savedAt: now },
};
/** Saved before profiles had share keys. */
export const savedWithoutKey: ProfileEvent = {
  type: 'ProfileSaved',
  data: { profileId, platform: 'instagram', username: 'cristiano', slug: 'cristiano-instagram', savedAt: now },
};
export const removed: ProfileEvent = { type: 'ProfileRemoved', data: { profileId, removedAt: now } };
