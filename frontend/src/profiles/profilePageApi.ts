import type { ProfileAnalyticsView } from '@scout/contracts/profiles/analytics';
import type { UpdateProfileRequest } from '@scout/contracts/profiles/requests';
import type { ProfilePickerResponse } from '@scout/contracts/profiles/responses';
import { httpClient } from '../platform/httpClient';
import { PROFILE_PATH, profilePath } from './profilesApi';
import type { SavedProfile } from './types';

/** `GET /customer/socialProfile/…`: the saved profile and its analytics read model (null before the first observation). */
export interface ProfilePageResponse {
  profile: SavedProfile;
  analytics: ProfileAnalyticsView | null;
}

type Action<A extends UpdateProfileRequest['action']> = Omit<Extract<UpdateProfileRequest, { action: A }>, 'action'>;

export function profileBySlugPath(slug: string): string {
  return `${PROFILE_PATH}/slug/${encodeURIComponent(slug)}`;
}

function act<A extends UpdateProfileRequest['action']>(id: string, action: A, body: Action<A>): Promise<void> {
  return httpClient<unknown>(profilePath(id), { method: 'PUT', body: { action, ...body } }).then(() => undefined);
}

/**
 * Every command of the profile page, one typed method each (called through the data provider with
 * useMutation). The answers are not used: the page refetches the profile after each command.
 */
export const profilePageApi = {
  /** Every saved profile of the organisation, enough for a picker. */
  getProfilePicker: (signal?: AbortSignal) => httpClient<ProfilePickerResponse>(`${PROFILE_PATH}/all`, { signal }),
  getProfileBySlug: (slug: string, signal?: AbortSignal) => httpClient<ProfilePageResponse>(profileBySlugPath(slug), { signal }),
  setFavourite: (id: string, favourite: boolean) => act(id, 'updateFavourite', { favourite }),
  setLiveTracking: (id: string, enabled: boolean) => act(id, 'enableLiveTracking', { enabled }),
  setStoryTracking: (id: string, enabled: boolean) => act(id, 'enableStoryTracking', { enabled }),
  setShareDisabled: (id: string, disableShare: boolean) => act(id, 'disableShare', { disableShare }),
  changeContact: (id: string, contact: Action<'contact'>['contact']) => act(id, 'contact', { contact }),
  addActivity: (id: string, activity: Action<'addActivity'>) => act(id, 'addActivity', activity),
  removeActivity: (id: string, activityId: string) => act(id, 'removeActivity', { activityId }),
  addLink: (id: string, link: Action<'addLink'>) => act(id, 'addLink', link),
  editAttachment: (id: string, edit: Action<'editAttachment'>) => act(id, 'editAttachment', edit),
  removeAttachment: (id: string, attachmentId: string) => act(id, 'removeAttachment', { attachmentId }),
  addCoupon: (id: string, coupon: Action<'addCoupon'>) => act(id, 'addCoupon', coupon),
  removeCoupon: (id: string, couponId: string) => act(id, 'removeCoupon', { couponId }),
  /** Answers the slug the server made of the text (slugified). */
  changeSlug: (id: string, slug: string) =>
    httpClient<{ profile: SavedProfile }>(`${profilePath(id)}/slug`, { method: 'PUT', body: { slug } }).then(({ profile }) => profile.slug),
  setCustomFieldValue: (id: string, fieldId: string, value: string | number | boolean | null) =>
    httpClient<unknown>(`${profilePath(id)}/info`, { method: 'PUT', body: { action: 'edit-field', fieldId, value } }).then(() => undefined),
  /** Multipart, without a timeout (spec: attachment uploads). */
  uploadAttachment: (id: string, file: File, title: string) => {
    const form = new FormData();
    form.append('profileId', id);
    form.append('title', title);
    form.append('file', file);
    return httpClient<unknown>(`${PROFILE_PATH}/attachment`, { method: 'POST', body: form, timeoutMs: null }).then(() => undefined);
  },
};

export type ProfilePageMethods = typeof profilePageApi;
