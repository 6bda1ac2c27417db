import { useLocaleState, useRecordContext, type FieldProps, type RaRecord } from 'react-admin';
import type { FigureValue } from '@scout/contracts/profiles/figures';
import { ReportedMarker } from './analytics/FigureSource';
import { ImplausibleMarker } from './analytics/ImplausibleMarker';
import { percentText } from '../platform/numbers';

/** A record with Scout's engagement rate: a saved profile (with its followers and figures), a content item. */
type EngagementRecord = RaRecord & { engagementRate?: number | null; followers?: number | null; figures?: { engagementRate: FigureValue } };

/**
 * Scout's engagement rate in percent with 2 decimals, a "*" when the data source reported it; a dash
 * without data. `flagImplausible` (a creator's rate by followers): a warning when it cannot be true.
 */
export function EngagementField({ flagImplausible = false }: FieldProps<EngagementRecord> & { flagImplausible?: boolean }) {
  const record = useRecordContext<EngagementRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <span>
      {percentText(record.engagementRate, locale)}
      <ReportedMarker name="engagementRate" figure={record.figures?.engagementRate} />
      {flagImplausible ? <ImplausibleMarker figures={{ followers: record.followers, engagementRate: record.engagementRate }} /> : null}
    </span>
  );
}
