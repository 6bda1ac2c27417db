import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { countText, exactTitle } from '../platform/numbers';
import { dashboardTestIds } from './testIds';
import type { HomeResponse } from './types';

const COUNTS = ['profiles', 'contents', 'campaigns', 'lists'] as const;

/** One card per count, abbreviated (1.2K). */
export function CountCards({ counts }: { counts: HomeResponse['counts'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Grid container spacing={2}>
      {COUNTS.map((name) => (
        <Grid key={name} size={{ xs: 6, md: 3 }}>
          <Card data-testid={dashboardTestIds.count(name)}>
            <CardContent>
              <Typography variant="h4" component="p" title={exactTitle(counts[name], locale)}>
                {countText(counts[name], locale)}
              </Typography>
              <Typography variant="overline" color="text.secondary">
                {translate(`scout.dashboard.counts.${name}`)}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
