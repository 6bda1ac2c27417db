import { Box, Button, Card, CardContent, Collapse, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ExplainedFigure } from '@scout/contracts/profiles/analytics';
import type { CreatorFigure, PostWindow } from '@scout/contracts/profiles/figures';
import type { AnalyticsShown } from './types';
import { FigureExplanation } from './FigureExplanation';
import { ImplausibleMarker } from './ImplausibleMarker';
import type { CreatorFiguresToCheck } from './plausibility';
import { profileFormulaText } from './formulaText';
import { ReportedCaption, useReportedText } from './FigureSource';
import { percentText } from '../../platform/numbers';
import { FromPostsCaption, PostWindowSummary } from './PostWindow';
import { StoriesFigure } from './StoriesFigure';
import { analyticsTestIds } from './testIds';

const FIGURES = ['engagementRate', 'viewEngagementRate', 'averageLikes', 'averageComments', 'averageViews'] as const;

function Explanation({
  name,
  figure,
}: {
  name: (typeof FIGURES)[number] | 'storyViews';
  figure: ExplainedFigure & Partial<Pick<CreatorFigure, 'source' | 'asOf'>>;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const reported = useReportedText(figure, 'scout.profile.source.providerNote');
  return (
    <FigureExplanation
      title={translate(`scout.profile.figures.${name}`)}
      figure={figure}
      formula={profileFormulaText(name, figure.formula, locale)}
      inputLabel={(input) => translate(`scout.profile.inputs.${input}`, { _: input })}
      note={
        reported && (
          <Typography variant="body2" color="text.secondary" data-testid={analyticsTestIds.sourceNote(name)}>
            {reported}
          </Typography>
        )
      }
    />
  );
}

/** A rate, its name, and where it comes from: the posts in the window, or the data source. */
function Rate({
  name,
  figure,
  window,
  valueTestId,
  checked,
}: {
  name: string;
  figure: CreatorFigure;
  window?: PostWindow;
  valueTestId?: string;
  /** The creator's figures, for the implausible-figure warning of the engagement rate by followers. */
  checked?: CreatorFiguresToCheck;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box>
      <Typography variant="h4" component="p" data-testid={valueTestId}>
        {percentText(figure.value, locale)}
        {checked ? <ImplausibleMarker figures={checked} /> : null}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate(`scout.profile.figures.${name}`)}
      </Typography>
      {figure.source === 'posts' && window ? (
        <FromPostsCaption name={name} window={window} />
      ) : (
        <ReportedCaption name={name} figure={figure} />
      )}
    </Box>
  );
}

/**
 * The engagement rate Scout computed, where it comes from, the creator's stories apart from it, and a
 * "how computed" panel showing the posts counted and each formula with the inputs it used; `explained`
 * opens that panel from the start (audit reports, which are printed). Reports frozen before the post
 * window was kept show neither the window nor the stories.
 */
export function EngagementCard({ analytics, explained = false }: { analytics: AnalyticsShown; explained?: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(explained);
  const byViews = analytics.viewEngagementRate.value !== null;
  const stories = analytics.stories && analytics.stories.stories > 0 ? analytics.stories : null;
  return (
    <Card sx={{ height: '100%' }} data-testid={analyticsTestIds.engagement}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('scout.profile.engagement.title')}
        </Typography>
        <Stack direction="row" spacing={4} sx={{ my: 1 }}>
          <Rate
            name="engagementRate"
            figure={analytics.engagementRate}
            window={analytics.window}
            valueTestId={analyticsTestIds.engagementValue}
            checked={{
              followers: analytics.statistics?.followers ?? null,
              engagementRate: analytics.engagementRate.value,
              averageLikes: analytics.averageLikes.value,
              averageComments: analytics.averageComments.value,
              averageViews: analytics.averageViews.value,
            }}
          />
          {byViews && <Rate name="viewEngagementRate" figure={analytics.viewEngagementRate} window={analytics.window} />}
        </Stack>
        {stories && <StoriesFigure stories={stories} />}
        <Button size="small" onClick={() => setOpen(!open)} data-testid={analyticsTestIds.howComputed}>
          {translate(open ? 'scout.profile.engagement.hide' : 'scout.profile.engagement.how')}
        </Button>
        <Collapse in={open} unmountOnExit>
          {analytics.window && <PostWindowSummary window={analytics.window} />}
          {FIGURES.filter((name) => name !== 'viewEngagementRate' || byViews).map((name) => (
            <Explanation key={name} name={name} figure={analytics[name]} />
          ))}
          {stories && <Explanation name="storyViews" figure={stories.averageViews} />}
        </Collapse>
      </CardContent>
    </Card>
  );
}
