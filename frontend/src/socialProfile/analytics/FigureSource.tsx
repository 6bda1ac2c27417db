import { Box, Tooltip, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CreatorFigure } from '@scout/contracts/profiles/figures';
import { formatDate } from '../../platform/dates';
import { analyticsTestIds } from './testIds';

/** Reports frozen before figures named their source carry neither field. */
type Sourced = Partial<Pick<CreatorFigure, 'source' | 'asOf'>>;

/**
 * The text `messageKey` (with `%{date}`, the figure's date) for a figure the data source reported, or
 * `messageKey` + "Undated" when its date is unknown; null for a figure Scout computed or an unknown one.
 */
export function useReportedText(figure: Sourced | null | undefined, messageKey = 'scout.profile.source.provider'): string | null {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (figure?.source !== 'provider') return null;
  const date = formatDate(figure.asOf, locale);
  return date ? translate(messageKey, { date }) : translate(`${messageKey}Undated`);
}

/** "Reported by the data source · 12 Mar 2025" under a figure's value; nothing for other figures. */
export function ReportedCaption({ name, figure }: { name: string; figure: Sourced | null | undefined }) {
  const text = useReportedText(figure);
  if (!text) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid={analyticsTestIds.source(name)}>
      {text}
    </Typography>
  );
}

/** A "*" beside a figure the data source reported, saying so (and its date) on hover or focus; nothing for other figures. */
export function ReportedMarker({ name, figure }: { name: string; figure: Sourced | null | undefined }) {
  const text = useReportedText(figure);
  if (!text) return null;
  return (
    <Tooltip title={text}>
      <Box
        component="sup"
        tabIndex={0}
        aria-label={text}
        sx={{ ml: 0.25, color: 'text.secondary', cursor: 'help' }}
        data-testid={analyticsTestIds.sourceMarker(name)}
      >
        *
      </Box>
    </Tooltip>
  );
}
