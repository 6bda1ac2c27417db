import { Box, Button, Card, CardContent, Collapse, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ExplainedFigure } from '@scout/contracts/profiles/analytics';
import type { AnalyticsShown } from './types';
import { FigureExplanation } from './FigureExplanation';
import { percentText } from './figures';
import { analyticsTestIds } from './testIds';

const FIGURES = ['engagementRate', 'viewEngagementRate', 'averageLikes', 'averageComments', 'averageViews'] as const;

function Explanation({ name, figure }: { name: string; figure: ExplainedFigure }) {
  const translate = useTranslate();
  return (
    <FigureExplanation
      title={translate(`scout.profile.figures.${name}`)}
      figure={figure}
      inputLabel={(input) => translate(`scout.profile.inputs.${input}`, { _: input })}
    />
  );
}

/**
 * The engagement rate Scout computed, with a "how computed" panel showing each formula and the inputs
 * it used; `explained` opens that panel from the start (audit reports, which are printed).
 */
export function EngagementCard({ analytics, explained = false }: { analytics: AnalyticsShown; explained?: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(explained);
  const byViews = analytics.viewEngagementRate.value !== null;
  return (
    <Card sx={{ height: '100%' }} data-testid={analyticsTestIds.engagement}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('scout.profile.engagement.title')}
        </Typography>
        <Stack direction="row" spacing={4} sx={{ my: 1 }}>
          <Box>
            <Typography variant="h4" component="p" data-testid={analyticsTestIds.engagementValue}>
              {percentText(analytics.engagementRate.value, locale)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('scout.profile.figures.engagementRate')}
            </Typography>
          </Box>
          {byViews && (
            <Box>
              <Typography variant="h4" component="p">
                {percentText(analytics.viewEngagementRate.value, locale)}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {translate('scout.profile.figures.viewEngagementRate')}
              </Typography>
            </Box>
          )}
        </Stack>
        <Button size="small" onClick={() => setOpen(!open)} data-testid={analyticsTestIds.howComputed}>
          {translate(open ? 'scout.profile.engagement.hide' : 'scout.profile.engagement.how')}
        </Button>
        <Collapse in={open} unmountOnExit>
          {FIGURES.filter((name) => name !== 'viewEngagementRate' || byViews).map((name) => (
            <Explanation key={name} name={name} figure={analytics[name]} />
          ))}
        </Collapse>
      </CardContent>
    </Card>
  );
}
