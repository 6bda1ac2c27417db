import { useLocaleState, useRecordContext, type FieldProps } from 'react-admin';
import { ReportedMarker } from '../socialProfile/analytics/FigureSource';
import { countText, exactTitle } from '../platform/numbers';
import type { ProfileRecord } from './types';

/** The creator's average likes abbreviated (1.2K), the exact number on hover, a "*" when the data source reported it. */
export function AverageLikesField(_props: FieldProps<ProfileRecord>) {
  const record = useRecordContext<ProfileRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  const figure = record.figures.averageLikes;
  return (
    <span>
      <span title={exactTitle(figure.value, locale)}>{countText(figure.value, locale)}</span>
      <ReportedMarker name="averageLikes" figure={figure} />
    </span>
  );
}
