import { csvExporter } from '../platform/csvExporter';
import type { ProfileRecord } from './types';

/** The saved-profile list's CSV: what the list shows (its platform tab, filters and sort), one row per profile. */
export const profileExporter = csvExporter<ProfileRecord>('saved-profiles', [
  { header: 'platform', value: (profile) => profile.platform },
  { header: 'username', value: (profile) => profile.username },
  { header: 'fullName', value: (profile) => profile.fullName },
  { header: 'followers', value: (profile) => profile.followers },
  { header: 'engagementRate', value: (profile) => profile.engagementRate },
  { header: 'favourite', value: (profile) => profile.favourite },
  { header: 'addedAt', value: (profile) => profile.createdAt },
]);
