import { useRecordContext, type FieldProps } from 'react-admin';
import { ReportedMarker } from '../socialProfile/analytics/FigureSource';
import { countText } from '../socialProfile/analytics/figures';
import type { ProfileRecord } from './types';

/** The creator's average likes abbreviated (1.2K), the exact number on hover, a "*" when the data source reported it. */
export function AverageLikesField(_props: FieldProps<ProfileRecord>) {
  const record = useRecordContext<ProfileRecord>();
  if (!record) return null;
  const figure = record.figures.averageLikes;
  return (
    <span>
      <span title={figure.value === null ? undefined : String(figure.value)}>{countText(figure.value)}</span>
      <ReportedMarker name="averageLikes" figure={figure} />
    </span>
  );
}
