import StarIcon from '@mui/icons-material/Star';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { countText } from '../socialProfile/analytics/figures';
import type { ProfileRecord } from './types';

/** Followers abbreviated (1.2K), the exact number on hover; a dash without data. */
export function FollowersField(_props: FieldProps<ProfileRecord>) {
  const record = useRecordContext<ProfileRecord>();
  if (!record) return null;
  return <span title={record.followers === null ? undefined : String(record.followers)}>{countText(record.followers)}</span>;
}

/** One custom field's value of the profile, as a list column. */
export function CustomFieldValueField({ fieldId }: FieldProps<ProfileRecord> & { fieldId: string }) {
  const record = useRecordContext<ProfileRecord>();
  const value = record?.customFields[fieldId];
  if (value === undefined || value === null) return null;
  return <span>{String(value)}</span>;
}

/** A star for the team's favourites. */
export function FavouriteField(_props: FieldProps<ProfileRecord>) {
  const record = useRecordContext<ProfileRecord>();
  const translate = useTranslate();
  if (!record?.favourite) return null;
  return <StarIcon fontSize="small" color="warning" titleAccess={translate('scout.profiles.filters.favourite')} />;
}
