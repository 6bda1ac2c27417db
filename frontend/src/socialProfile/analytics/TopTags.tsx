import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProfileAnalyticsView } from '@scout/contracts/profiles/analytics';
import { analyticsTestIds } from './testIds';

function TagChips({ tags }: { tags: Array<{ label: string; count: number }> }) {
  const translate = useTranslate();
  if (tags.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('scout.profile.tags.none')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
      {tags.map(({ label, count }) => (
        <Chip key={label} size="small" label={`${label} · ${count}`} />
      ))}
    </Box>
  );
}

/** The hashtags and mentions used most in the latest posts, with how often. */
export function TopTags({ analytics }: { analytics: Pick<ProfileAnalyticsView, 'topHashtags' | 'topMentions'> }) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }} data-testid={analyticsTestIds.topTags}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('scout.profile.tags.hashtags')}
        </Typography>
        <TagChips tags={analytics.topHashtags.map(({ tag, count }) => ({ label: `#${tag}`, count }))} />
        <Typography variant="h6" component="h2" sx={{ mt: 2 }} gutterBottom>
          {translate('scout.profile.tags.mentions')}
        </Typography>
        <TagChips tags={analytics.topMentions.map(({ handle, count }) => ({ label: `@${handle}`, count }))} />
      </CardContent>
    </Card>
  );
}
