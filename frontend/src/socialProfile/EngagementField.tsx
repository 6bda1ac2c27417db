import { useLocaleState, useRecordContext, type FieldProps, type RaRecord } from 'react-admin';
import type { FigureValue } from '@scout/contracts/profiles/figures';
import { ReportedMarker } from './analytics/FigureSource';
import { percentText } from './analytics/figures';

/** A record with Scout's engagement rate: a saved profile (with its figures), a content item. */
type EngagementRecord = RaRecord & { engagementRate?: number | null; figures?: { engagementRate: FigureValue } };

/** Scout's engagement rate in percent with 2 decimals, a "*" when the data source reported it; a dash without data. */
export function EngagementField(_props: FieldProps<EngagementRecord>) {
  const record = useRecordContext<EngagementRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <span>
      {percentText(record.engagementRate, locale)}
      <ReportedMarker name="engagementRate" figure={record.figures?.engagementRate} />
    </span>
  );
}
