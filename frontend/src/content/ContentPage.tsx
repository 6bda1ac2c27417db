import OpenIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Card, CardContent, Chip, CircularProgress, Grid, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Title, useGetOne, useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import type { ContentView } from '@scout/contracts/content/responses';
import { formatDateTime } from '../platform/dates';
import { countText, exactTitle, percentText } from '../platform/numbers';
import { NotFoundAlert } from '../platform/NotFoundAlert';
import { QueryFailure } from '../platform/connection/Loaded';
import { readOutcome } from '../platform/connection/readOutcome';
import type { ContentHint } from './contentApi';
import { Freshness, LiveTrackSwitch, Thumbnail } from './ContentFields';
import { freshAt } from './contentText';
import { CONTENTS_ROUTE } from './paths';
import { contentTestIds } from './testIds';
import { useContentItem, useContentRefresh } from './useContent';
import { useNotifyReadError } from '../platform/useNotifyReadError';

// recharts loads with the chart, not with the page.
const ContentHistoryChart = lazy(() => import('./ContentHistoryChart'));

const FIGURES = ['views', 'likes', 'comments', 'shares', 'saves'] as const;

function hintOf(state: unknown): ContentHint | null {
  if (typeof state !== 'object' || state === null || !('hint' in state)) return null;
  const { hint } = state as { hint: unknown };
  if (typeof hint !== 'object' || hint === null) return null;
  const { username, platform } = hint as Partial<ContentHint>;
  return typeof username === 'string' && typeof platform === 'string' ? { username, platform } : null;
}

function Figure({ label, value, testId, title }: { label: string; value: string; testId: string; title?: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h6" data-testid={testId} title={title}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The creator's profile page, once its slug is known. */
function ProfileLink({ content }: { content: ContentView }) {
  const { data } = useGetOne('profiles', { id: content.profileId }, { retry: false });
  const slug = typeof data?.slug === 'string' ? data.slug : null;
  if (!slug) return <Typography variant="subtitle1">@{content.username}</Typography>;
  return (
    <Link component={RouterLink} to={`/profile/${encodeURIComponent(slug)}`} variant="subtitle1" data-testid={contentTestIds.openProfile}>
      @{content.username}
    </Link>
  );
}

function ContentDetails({ content }: { content: ContentView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const refresh = useContentRefresh(content._id);
  const basis = content.engagementBasis ? translate(`scout.content.basis.${content.engagementBasis}`) : undefined;
  return (
    <Stack spacing={2} sx={{ my: 2 }} data-testid={contentTestIds.page}>
      <Title title={translate('scout.content.pageTitle', { username: content.username })} />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Thumbnail url={content.thumbnailUrl} size={120} />
            <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <ProfileLink content={content} />
                <Chip size="small" variant="outlined" label={translate(`scout.platforms.${content.platform}`, { _: content.platform })} />
                {content.type && (
                  <Chip size="small" label={translate(`scout.content.types.${content.type}`)} data-testid={contentTestIds.type} />
                )}
              </Stack>
              <Typography variant="body2" color="text.secondary" data-testid={contentTestIds.publishedAt}>
                {translate('scout.content.publishedOn', { date: formatDateTime(content.publishedAt, locale) })}
              </Typography>
              <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid={contentTestIds.caption}>
                {content.caption || translate('scout.content.noCaption')}
              </Typography>
              {content.hashtags.length + content.mentions.length > 0 && (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {content.hashtags.map((tag) => (
                    <Chip key={`#${tag}`} size="small" label={`#${tag}`} />
                  ))}
                  {content.mentions.map((name) => (
                    <Chip key={`@${name}`} size="small" variant="outlined" label={`@${name}`} />
                  ))}
                </Stack>
              )}
              {content.lists.length > 0 && (
                <Typography variant="body2" data-testid={contentTestIds.pageLists}>
                  {translate('scout.content.inLists', { lists: content.lists.join(', ') })}
                </Typography>
              )}
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <LiveTrackSwitch content={content} />
                <Typography variant="body2">{translate('resources.contents.fields.liveTrack')}</Typography>
                <Button
                  size="small"
                  startIcon={<RefreshIcon />}
                  disabled={refresh.isPending}
                  onClick={() => refresh.mutate()}
                  data-testid={contentTestIds.refresh}
                >
                  {translate('scout.content.refresh')}
                </Button>
                {content.url && (
                  <Button
                    size="small"
                    startIcon={<OpenIcon />}
                    href={content.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-testid={contentTestIds.openOriginal}
                  >
                    {translate('scout.content.openOriginal')}
                  </Button>
                )}
                <Freshness at={freshAt(content)} />
              </Stack>
              {refresh.isPending && <LinearProgress />}
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <Grid container spacing={2}>
        {FIGURES.map((metric) => (
          <Grid key={metric} size={{ xs: 6, sm: 4, md: 2 }}>
            <Figure
              label={translate(`resources.contents.fields.${metric}`)}
              value={countText(content[metric], locale)}
              title={exactTitle(content[metric], locale)}
              testId={contentTestIds.count(metric)}
            />
          </Grid>
        ))}
        <Grid size={{ xs: 6, sm: 4, md: 2 }}>
          <Figure
            label={translate('resources.contents.fields.engagementRate')}
            value={percentText(content.engagementRate, locale)}
            title={basis}
            testId={contentTestIds.engagement}
          />
        </Grid>
      </Grid>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('scout.content.history')}
          </Typography>
          {content.history.length === 0 ? (
            <Typography variant="body2" color="text.secondary" data-testid={contentTestIds.chartEmpty}>
              {translate('scout.content.noHistory')}
            </Typography>
          ) : (
            <Suspense fallback={<Box sx={{ height: 280 }} />}>
              <ContentHistoryChart history={content.history} />
            </Suspense>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

function ContentPageBody({ id, hint }: { id: string; hint: ContentHint | null }) {
  const item = useContentItem(id, hint);
  useNotifyReadError(item.error);

  if (item.isPending) return <CircularProgress size={24} sx={{ m: 3 }} />;
  if (readOutcome(item) === 'failed') return <QueryFailure read={item} failed="scout.content.loadFailed" />;
  if (item.isError) {
    return (
      <NotFoundAlert
        text="scout.content.notFound"
        back="scout.content.backToList"
        backTo={CONTENTS_ROUTE}
        testId={contentTestIds.notFound}
      />
    );
  }
  return <ContentDetails content={item.data} />;
}

/** `/content/:id`: one content item with its figures and their history. */
export default function ContentPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  return <ContentPageBody key={id} id={id} hint={hintOf(location.state)} />;
}
