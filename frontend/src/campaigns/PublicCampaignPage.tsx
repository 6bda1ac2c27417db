import {
  Alert,
  Card,
  CardContent,
  CircularProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatDate } from '../platform/dates';
import { countText } from '../platform/numbers';
import { PublicFrame } from '../public/PublicFrame';
import { fetchPublicCampaign } from './campaignsApi';
import { influencerName } from './influencerName';
import { MetricsView } from './MetricsView';
import { PublicPlan } from './plan/PublicPlan';
import { StatusChip } from './StatusChip';
import { campaignTestIds } from './testIds';
import type { PublicCampaign } from './types';
import { useNotifyReadError } from '../platform/useNotifyReadError';
import { isNotFound } from '../platform/httpClient';
import { QueryFailure } from '../platform/connection/Loaded';
import { readOutcome } from '../platform/connection/readOutcome';

/** `/public/campaign/:slug`: a shared campaign's report, read-only and without login (no payments, no history). */
export function PublicCampaignPage() {
  const translate = useTranslate();
  const { slug = '' } = useParams();
  const page = useQuery({
    queryKey: ['scout', 'publicCampaign', slug],
    queryFn: ({ signal }) => fetchPublicCampaign(slug, signal),
    retry: false,
  });
  // A 404 is the page's own message (not shared any more), not a toast besides it.
  useNotifyReadError(page.error, { silent: isNotFound });
  return (
    <PublicFrame>
      {page.isPending ? (
        <CircularProgress size={24} />
      ) : readOutcome(page) === 'failed' ? (
        <QueryFailure read={page} failed="scout.connection.failed.publicCampaign" />
      ) : page.isError ? (
        <Alert severity="info" data-testid={campaignTestIds.publicNotFound}>
          {translate('scout.campaigns.publicNotFound')}
        </Alert>
      ) : (
        <PublicReport campaign={page.data} />
      )}
    </PublicFrame>
  );
}

function PublicReport({ campaign }: { campaign: PublicCampaign }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack spacing={2} data-testid={campaignTestIds.publicPage}>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h1" data-testid={campaignTestIds.name}>
              {campaign.name}
            </Typography>
            <StatusChip status={campaign.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[campaign.brand, [formatDate(campaign.startDate, locale), formatDate(campaign.endDate, locale)].filter(Boolean).join(' – ')]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          {campaign.description && <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{campaign.description}</Typography>}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {campaign.influencers.map((influencer) => `@${influencer.username}`).join(', ')}
          </Typography>
        </CardContent>
      </Card>
      <MetricsView metrics={campaign.metrics} />
      {campaign.plan && <PublicPlan plan={campaign.plan} />}
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('scout.campaigns.tabs.posts')}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('scout.campaigns.posts.post')}</TableCell>
                <TableCell>{translate('scout.campaigns.influencers.one')}</TableCell>
                <TableCell align="right">{translate('scout.campaigns.posts.likes')}</TableCell>
                <TableCell align="right">{translate('scout.campaigns.posts.comments')}</TableCell>
                <TableCell align="right">{translate('scout.campaigns.posts.views')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {campaign.posts.map((post) => (
                <TableRow key={post.postId}>
                  <TableCell sx={{ wordBreak: 'break-all' }}>
                    <Link href={post.url} target="_blank" rel="noopener noreferrer">
                      {post.caption || post.url}
                    </Link>
                  </TableCell>
                  <TableCell>{influencerName(campaign.influencers, post.influencerId)}</TableCell>
                  <TableCell align="right">{countText(post.likes, locale)}</TableCell>
                  <TableCell align="right">{countText(post.comments, locale)}</TableCell>
                  <TableCell align="right">{countText(post.views, locale)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      {campaign.links.length > 0 && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2">
              {translate('scout.campaigns.tabs.links')}
            </Typography>
            {campaign.links.map((link) => (
              <Typography key={link.linkId} variant="body2">
                <Link href={link.shortUrl ?? link.url} target="_blank" rel="noopener noreferrer">
                  {link.linkText}
                </Link>
                {link.clicks !== null && ` · ${translate('scout.campaigns.links.clickCount', { smart_count: link.clicks })}`}
              </Typography>
            ))}
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
