import StarIcon from '@mui/icons-material/Star';
import { useLocaleState, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { countText, exactTitle, numberText } from '../platform/numbers';
import type { ProfileRecord } from './types';

/** Followers abbreviated (1.2K), the exact number on hover; a dash without data. */
export function FollowersField(_props: FieldProps<ProfileRecord>) {
  const record = useRecordContext<ProfileRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return <span title={exactTitle(record.followers, locale)}>{countText(record.followers, locale)}</span>;
}

/** One custom field's value of the profile, as a list column. */
export function CustomFieldValueField({ fieldId }: FieldProps<ProfileRecord> & { fieldId: string }) {
  const record = useRecordContext<ProfileRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const value = record?.customFields[fieldId];
  if (value === undefined || value === null) return null;
  if (typeof value === 'number') return <span>{numberText(value, locale)}</span>;
  if (typeof value === 'boolean') return <span>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</span>;
  return <span>{value}</span>;
}

/** A star for the team's favourites. */
export function FavouriteField(_props: FieldProps<ProfileRecord>) {
  const record = useRecordContext<ProfileRecord>();
  const translate = useTranslate();
  if (!record?.favourite) return null;
  return <StarIcon fontSize="small" color="warning" titleAccess={translate('scout.profiles.filters.favourite')} />;
}
