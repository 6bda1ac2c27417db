import { Box, CircularProgress, Divider, Pagination, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { HISTORY_PAGE_SIZE } from '@scout/contracts/campaigns/history';
import { formatDateTime } from '../../platform/dates';
import { historyDetails } from '../historyDetails';
import { authorKey, historyLine } from '../historyText';
import { campaignTestIds } from '../testIds';
import type { CampaignHistoryEntry } from '../types';
import { useCampaignHistory } from '../useCampaigns';
import { Empty, TabCard } from './parts';
import { failureKind } from '../../platform/connection/failureKind';
import { QueryFailure } from '../../platform/connection/Loaded';
import { useNotifyReadError } from '../../platform/useNotifyReadError';

/** Every event of the campaign, newest first: who, when and what changed (members only, never guests or the public page). */
export function HistoryTab({
  campaignId,
  influencers,
}: {
  campaignId: string;
  influencers: ReadonlyArray<{ influencerId: string; username: string }>;
}) {
  const names = new Map(influencers.map((influencer) => [influencer.influencerId, `@${influencer.username}`]));
  const [page, setPage] = useState(1);
  const history = useCampaignHistory(campaignId, page, HISTORY_PAGE_SIZE);
  useNotifyReadError(history.error);
  return (
    <TabCard title="scout.campaigns.tabs.history" testId={campaignTestIds.history}>
      {history.isPending ? (
        <CircularProgress size={24} />
      ) : history.isError ? (
        failureKind(history.error) === 'request' ? (
          <Empty text="scout.campaigns.history.unavailable" />
        ) : (
          <QueryFailure read={history} failed="scout.connection.failed.history" />
        )
      ) : history.data.history.length === 0 ? (
        <Empty text="scout.campaigns.history.none" />
      ) : (
        <Stack divider={<Divider flexItem />} spacing={1}>
          {history.data.history.map((entry) => (
            <HistoryEntry key={entry._id} entry={entry} names={names} />
          ))}
        </Stack>
      )}
      {history.data && history.data.totalPages > 1 && (
        <Stack direction="row" sx={{ justifyContent: 'center', mt: 2 }}>
          <Pagination
            count={history.data.totalPages}
            page={page}
            onChange={(_, value) => setPage(value)}
            data-testid={campaignTestIds.historyNext}
          />
        </Stack>
      )}
    </TabCard>
  );
}

function HistoryEntry({ entry, names }: { entry: CampaignHistoryEntry; names: ReadonlyMap<string, string> }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const author = authorKey(entry.actor);
  const details = historyDetails(entry, translate, locale, names);
  return (
    <Box data-testid={campaignTestIds.historyEntry} data-type={entry.type}>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>
        {historyLine(entry, translate, locale)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('scout.campaigns.history.byAt', {
          who: author.name ?? translate(author.key),
          when: formatDateTime(entry.occurredAt, locale),
        })}
      </Typography>
      {details.map((detail, index) => (
        <Typography key={index} variant="body2" data-testid={campaignTestIds.historyDetail}>
          {detail}
        </Typography>
      ))}
    </Box>
  );
}
