import { useLocaleState, useRecordContext, type FieldProps } from 'react-admin';
import { formatDate, formatDateTime } from '../platform/dates';
import type { ProfileRecord } from './types';

/** The day a profile was saved, in Europe/Vienna; the full time on hover. */
export function AddedDateField(_props: FieldProps<ProfileRecord>) {
  const record = useRecordContext<ProfileRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return <span title={formatDateTime(record.createdAt, locale)}>{formatDate(record.createdAt, locale)}</span>;
}
