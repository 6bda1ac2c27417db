import { Box, Button, Card, CardContent, Collapse, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ExplainedFigure } from '@scout/contracts/profiles/analytics';
import { FigureExplanation } from '../socialProfile/analytics/FigureExplanation';
import { campaignTestIds } from './testIds';

/** A figure said in words instead of a number: "Not known yet", "No cost recorded", and why. */
export interface FigureInWords {
  text: string;
  hint: string;
}

/** An input's name: `views.instagram` reads "views on Instagram". */
function useInputLabel(): (input: string) => string {
  const translate = useTranslate();
  return (input) => {
    const [name = input, platform] = input.split('.');
    const label = translate(`scout.campaigns.metrics.inputs.${name}`, { _: name });
    return platform
      ? translate('scout.campaigns.metrics.inputs.onPlatform', {
          what: label,
          platform: translate(`scout.platforms.${platform}`, { _: platform }),
        })
      : label;
  };
}

/**
 * One campaign figure as a tile: its name, then its value (or `words` saying why there is none), and
 * behind "How is this computed?" its formula in the reader's language with the inputs it used and
 * `details` (the CPM values of the earned media value). `actions` stay in view (the CPM editor).
 */
export function MetricCard({
  name,
  title,
  value,
  words,
  figure,
  formula,
  inputText,
  details,
  actions,
}: {
  name: string;
  title: string;
  value: string | null;
  words: FigureInWords;
  figure: ExplainedFigure;
  formula: string;
  inputText?: (input: string, value: number | null) => string | undefined;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  const translate = useTranslate();
  const inputLabel = useInputLabel();
  const [open, setOpen] = useState(false);
  return (
    <Card sx={{ height: '100%' }} data-testid={campaignTestIds.metric} data-metric={name} data-known={value !== null}>
      <CardContent>
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          {title}
        </Typography>
        {value !== null ? (
          <Typography variant="h4" component="p" data-testid={campaignTestIds.metricValue}>
            {value}
          </Typography>
        ) : (
          <>
            <Typography variant="h6" component="p" data-testid={campaignTestIds.metricValue}>
              {words.text}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {words.hint}
            </Typography>
          </>
        )}
        {actions}
        <Button
          size="small"
          sx={{ mt: 1, ml: -0.5 }}
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          data-testid={campaignTestIds.metricHow}
        >
          {translate(open ? 'scout.campaigns.metrics.hide' : 'scout.campaigns.metrics.how')}
        </Button>
        <Collapse in={open}>
          <FigureExplanation figure={figure} formula={formula} inputLabel={inputLabel} inputText={inputText} />
          {details && <Box sx={{ mt: 1.5 }}>{details}</Box>}
        </Collapse>
      </CardContent>
    </Card>
  );
}
