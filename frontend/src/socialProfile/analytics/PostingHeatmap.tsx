import { Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { alpha, useTheme } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'react-admin';
import { HEATMAP_WEEKDAYS, type ProfileAnalyticsView } from '@scout/contracts/profiles/analytics';
import { numberText } from '../../platform/numbers';
import { profileFormulaText } from './formulaText';
import { analyticsTestIds } from './testIds';

type Heatmap = ProfileAnalyticsView['heatmap'];

/** Weekday names Mon–Sun in the UI language (2024-01-01 was a Monday). */
function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return HEATMAP_WEEKDAYS.map((_day, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index))));
}

/**
 * The share of posts per hour and weekday in Europe/Vienna time: 24 rows × 7 columns, darker is more.
 * Without posts in the window it says so instead of showing an empty grid.
 */
export function PostingHeatmap({ heatmap }: { heatmap: Heatmap }) {
  const translate = useTranslate();
  return (
    <Card data-testid={analyticsTestIds.heatmap}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('scout.profile.heatmap.title')}
        </Typography>
        {heatmap.postsConsidered === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid={analyticsTestIds.heatmapEmpty}>
            {translate('scout.profile.heatmap.noPosts')}
          </Typography>
        ) : (
          <HeatmapGrid heatmap={heatmap} />
        )}
      </CardContent>
    </Card>
  );
}

function HeatmapGrid({ heatmap }: { heatmap: Heatmap }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const max = Math.max(0, ...heatmap.rows.flat());
  const days = weekdayNames(locale);
  const percent = (share: number) => numberText(share, locale, 2, 2);
  return (
    <>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {translate('scout.profile.heatmap.note', { timeZone: heatmap.timeZone, posts: heatmap.postsConsidered })}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" padding="none" sx={{ '& td, & th': { border: 0, px: 0.5, py: 0.125, fontSize: 11 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('scout.profile.heatmap.hour')}</TableCell>
              {days.map((day) => (
                <TableCell key={day} align="center">
                  {day}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {heatmap.rows.map((row, hour) => (
              <TableRow key={hour}>
                <TableCell component="th" scope="row">{`${String(hour).padStart(2, '0')}:00`}</TableCell>
                {row.map((share, day) => (
                  <TableCell
                    key={day}
                    align="center"
                    data-testid={analyticsTestIds.heatmapCell}
                    title={`${days[day]} ${hour}:00 – ${percent(share)} %`}
                    sx={{
                      minWidth: 48,
                      bgcolor: max > 0 ? alpha(theme.palette.primary.main, (share / max) * 0.85) : undefined,
                      color: max > 0 && share / max > 0.5 ? theme.palette.primary.contrastText : 'text.secondary',
                    }}
                  >
                    {share > 0 ? percent(share) : ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {max > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }} data-testid={analyticsTestIds.heatmapScale}>
          <Typography variant="caption">{percent(0)} %</Typography>
          <Box
            sx={{
              width: 160,
              height: 10,
              borderRadius: 1,
              background: `linear-gradient(to right, ${alpha(theme.palette.primary.main, 0)}, ${alpha(theme.palette.primary.main, 0.85)})`,
              border: 1,
              borderColor: 'divider',
            }}
          />
          <Typography variant="caption">{percent(max)} %</Typography>
        </Stack>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {profileFormulaText('heatmap', heatmap.formula, locale)}
      </Typography>
    </>
  );
}
