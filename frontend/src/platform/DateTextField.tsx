import { useFieldValue, useLocaleState, type FieldProps } from 'react-admin';
import { formatDate, formatDateTime } from './dates';

/**
 * A date column of a list in the app's one date style ("28 Nov 2026"), the full time (Vienna) on
 * hover; react-admin's DateField would write the browser's own style ("11/28/2026").
 */
export function DateTextField(props: FieldProps & { source: string }) {
  const value: unknown = useFieldValue(props);
  const [locale] = useLocaleState();
  const at = typeof value === 'string' || typeof value === 'number' ? value : null;
  return <span title={formatDateTime(at, locale)}>{formatDate(at, locale)}</span>;
}
