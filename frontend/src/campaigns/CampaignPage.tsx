import { Card, CircularProgress, Stack, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { CampaignStories } from '../content/screens';
import { NotFoundAlert } from '../platform/NotFoundAlert';
import { QueryFailure } from '../platform/connection/Loaded';
import { readOutcome } from '../platform/connection/readOutcome';
import { CampaignHeader } from './CampaignHeader';
import { CAMPAIGNS_ROUTE } from './campaignPaths';
import { HistoryTab } from './tabs/HistoryTab';
import { InfluencersTab } from './tabs/InfluencersTab';
import { PlanCard } from './plan/PlanCard';
import { LinksTab } from './tabs/LinksTab';
import { MetricsTab } from './tabs/MetricsTab';
import { metricsUpdatedAt } from './freshness';
import { PaymentsTab } from './tabs/PaymentsTab';
import { PostsTab } from './tabs/PostsTab';
import { StoriesTab } from './tabs/StoriesTab';
import { UgcTab } from './tabs/UgcTab';
import { UploadsTab } from './tabs/UploadsTab';
import { campaignTestIds } from './testIds';
import { useCampaign } from './useCampaigns';
import { useNotifyReadError } from '../platform/useNotifyReadError';

export const CAMPAIGN_TABS = ['influencers', 'posts', 'stories', 'payments', 'links', 'ugc', 'uploads', 'metrics', 'history'] as const;
type CampaignTab = (typeof CAMPAIGN_TABS)[number];

function isTab(value: string | null): value is CampaignTab {
  return CAMPAIGN_TABS.some((tab) => tab === value);
}

/** `/campaign/:id`: the campaign with a tab for each part of it; the open tab is kept in `?tab=`. */
export function CampaignPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: CampaignTab = isTab(requested) ? requested : 'influencers';
  const page = useCampaign(id);
  useNotifyReadError(page.error);

  if (page.isPending) return <CircularProgress size={24} sx={{ m: 3 }} />;
  if (readOutcome(page) === 'failed') return <QueryFailure read={page} failed="scout.connection.failed.campaign" />;
  if (page.isError) {
    return (
      <NotFoundAlert
        text="scout.campaigns.notFound"
        back="scout.campaigns.backToList"
        backTo={CAMPAIGNS_ROUTE}
        testId={campaignTestIds.notFound}
      />
    );
  }

  const { campaign, metrics } = page.data;
  return (
    <Stack spacing={2} sx={{ my: 2 }} data-testid={campaignTestIds.page}>
      <Title title={campaign.name} />
      <CampaignHeader campaign={campaign} />
      <Card>
        <Tabs
          value={tab}
          onChange={(_, value: CampaignTab) => setParams({ tab: value }, { replace: true })}
          variant="scrollable"
          scrollButtons="auto"
        >
          {CAMPAIGN_TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={translate(`scout.campaigns.tabs.${value}`)}
              data-testid={`${campaignTestIds.tab}-${value}`}
            />
          ))}
        </Tabs>
      </Card>
      {tab === 'influencers' && <InfluencersTab campaign={campaign} />}
      {tab === 'influencers' && <PlanCard campaign={campaign} />}
      {tab === 'posts' && <PostsTab campaign={campaign} />}
      {tab === 'stories' && <StoriesTab campaign={campaign} />}
      {tab === 'stories' && <CampaignStories influencers={campaign.influencers} />}
      {tab === 'payments' && <PaymentsTab campaign={campaign} />}
      {tab === 'links' && <LinksTab campaign={campaign} />}
      {tab === 'ugc' && <UgcTab campaign={campaign} />}
      {tab === 'uploads' && <UploadsTab campaign={campaign} />}
      {tab === 'metrics' && <MetricsTab metrics={metrics} updatedAt={metricsUpdatedAt(campaign.posts)} />}
      {tab === 'history' && <HistoryTab campaignId={campaign._id} influencers={campaign.influencers} />}
    </Stack>
  );
}
