import { useLocaleState, useRecordContext, type FieldProps, type RaRecord } from 'react-admin';
import { percentText } from './analytics/figures';

/** A record with Scout's engagement rate: a saved profile, a content item. */
type EngagementRecord = RaRecord & { engagementRate?: number | null };

/** Scout's engagement rate in percent with 2 decimals; a dash without data. */
export function EngagementField(_props: FieldProps<EngagementRecord>) {
  const record = useRecordContext<EngagementRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return <span>{percentText(record.engagementRate, locale)}</span>;
}
