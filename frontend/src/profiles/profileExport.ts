import type { CsvColumn } from '../platform/csv';
import { csvExporter } from '../platform/csvExporter';
import type { ProfileRecord } from './types';
import { forecastCsvColumns } from './forecast/forecastCsvColumns';

/**
 * The saved-profile list's CSV: what the list shows (its platform tab, filters and sort), one row per
 * profile; the post figures as on the profile page, with where the engagement rate comes from
 * (`posts`, `provider` or empty) and its date.
 */
export const profileCsvColumns: readonly CsvColumn<ProfileRecord>[] = [
  { header: 'platform', value: (profile) => profile.platform },
  { header: 'username', value: (profile) => profile.username },
  { header: 'fullName', value: (profile) => profile.fullName },
  { header: 'followers', value: (profile) => profile.followers },
  { header: 'engagementRate', value: (profile) => profile.engagementRate },
  { header: 'favourite', value: (profile) => profile.favourite },
  { header: 'addedAt', value: (profile) => profile.createdAt },
  { header: 'averageLikes', value: (profile) => profile.figures.averageLikes.value },
  { header: 'averageComments', value: (profile) => profile.figures.averageComments.value },
  { header: 'averageViews', value: (profile) => profile.figures.averageViews.value },
  { header: 'engagementRateSource', value: (profile) => profile.figures.engagementRate.source },
  { header: 'figuresAsOf', value: (profile) => profile.figures.engagementRate.asOf },
  { header: 'postsCounted', value: (profile) => profile.figures.window.posts },
];

export const profileExporter = csvExporter<ProfileRecord>('saved-profiles', [...profileCsvColumns, ...forecastCsvColumns]);
