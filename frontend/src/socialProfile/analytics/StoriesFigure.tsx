import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { StoryFigures } from '@scout/contracts/profiles/figures';
import { countText } from '../../platform/numbers';
import { analyticsTestIds } from './testIds';

/** The stories Scout keeps of the creator and their average views: a figure of its own, never part of the post figures. */
export function StoriesFigure({ stories }: { stories: StoryFigures }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box sx={{ mt: 1 }} data-testid={analyticsTestIds.stories}>
      <Typography variant="subtitle2">{translate('scout.profile.stories.title')}</Typography>
      <Typography variant="body2">
        {translate('scout.profile.stories.summary', { smart_count: stories.stories, views: countText(stories.averageViews.value, locale) })}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('scout.profile.stories.apart')}
      </Typography>
    </Box>
  );
}
