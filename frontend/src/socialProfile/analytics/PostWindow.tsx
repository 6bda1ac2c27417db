import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { PostWindow } from '@scout/contracts/profiles/figures';
import { formatDate } from '../../platform/dates';
import { numberText } from '../../platform/numbers';
import { analyticsTestIds } from './testIds';

/** "3 Jan 2025 – 28 Mar 2025", one date when both are the same day; empty without posts. */
function publishedText(window: PostWindow, locale: string): string {
  const dates = [formatDate(window.from, locale), formatDate(window.to, locale)].filter(Boolean);
  return [...new Set(dates)].join(' – ');
}

/** "From 48 posts, 3 Jan 2025 – 28 Mar 2025" under a figure Scout computed from the posts in the window. */
export function FromPostsCaption({ name, window }: { name: string; window: PostWindow }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (window.posts === 0) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }} data-testid={analyticsTestIds.source(name)}>
      {translate('scout.profile.source.fromPosts', { smart_count: window.posts, dates: publishedText(window, locale) })}
    </Typography>
  );
}

/** What the post figures were computed over: posts counted of those recorded, their dates, the posts the team removed. */
export function PostWindowSummary({ window }: { window: PostWindow }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const number = (value: number) => numberText(value, locale);
  const rows = [
    { label: 'counted', value: number(window.posts) },
    { label: 'recorded', value: number(window.recorded) },
    { label: 'published', value: publishedText(window, locale) || '–' },
    ...(window.removedByTeam > 0 ? [{ label: 'removedByTeam', value: number(window.removedByTeam) }] : []),
  ];
  return (
    <Box sx={{ mt: 1.5 }} data-testid={analyticsTestIds.window}>
      <Typography variant="subtitle2">{translate('scout.profile.window.title')}</Typography>
      <Table size="small">
        <TableBody>
          {rows.map(({ label, value }) => (
            <TableRow key={label}>
              <TableCell sx={{ pl: 0 }}>{translate(`scout.profile.window.${label}`)}</TableCell>
              <TableCell align="right">{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {translate('scout.profile.window.rule', { maxPosts: number(window.maxPosts), maxDays: number(window.maxDays) })}
      </Typography>
    </Box>
  );
}
