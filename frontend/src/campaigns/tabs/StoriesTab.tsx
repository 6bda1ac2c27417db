import { Button, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../../platform/dates';
import { countText } from '../../platform/numbers';
import { influencerName } from '../influencerName';
import { campaignTestIds } from '../testIds';
import type { ActionBody, CampaignView } from '../types';
import { useCampaignCommand } from '../useCampaigns';
import { InfluencerSelect } from './InfluencerSelect';
import { Empty, RemoveButton, TabCard } from './parts';

/** The influencers' stories: when, where and how often seen. */
export function StoriesTab({ campaign }: { campaign: CampaignView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [influencerId, setInfluencerId] = useState('');
  const [url, setUrl] = useState('');
  const [views, setViews] = useState('');
  const [publishedAt, setPublishedAt] = useState('');
  const add = useCampaignCommand(
    campaign._id,
    (dp, id, story: ActionBody<'addStory'>) => dp.addCampaignStory(id, story),
    'scout.campaigns.stories.added',
  );
  const remove = useCampaignCommand(
    campaign._id,
    (dp, id, storyId: string) => dp.removeCampaignStory(id, storyId),
    'scout.campaigns.stories.removed',
  );
  const viewsValid = views === '' || /^\d+$/.test(views);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      {
        influencerId,
        url: url || undefined,
        views: views === '' ? undefined : Number(views),
        publishedAt: new Date(publishedAt).toISOString(),
      },
      {
        onSuccess: () => {
          setUrl('');
          setViews('');
        },
      },
    );
  };

  return (
    <TabCard title="scout.campaigns.tabs.stories">
      <Stack component="form" direction={{ xs: 'column', md: 'row' }} spacing={1} onSubmit={submit} sx={{ mb: 2 }}>
        <InfluencerSelect
          influencers={campaign.influencers}
          value={influencerId}
          onChange={setInfluencerId}
          testId={`${campaignTestIds.storyAdd}-influencer`}
        />
        <TextField
          label={translate('scout.campaigns.posts.url')}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          type="url"
          fullWidth
        />
        <TextField
          label={translate('scout.campaigns.posts.views')}
          value={views}
          onChange={(e) => setViews(e.target.value)}
          error={!viewsValid}
          sx={{ minWidth: 110 }}
        />
        <TextField
          type="datetime-local"
          label={translate('scout.campaigns.stories.publishedAt')}
          value={publishedAt}
          onChange={(e) => setPublishedAt(e.target.value)}
          required
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!influencerId || !publishedAt || !viewsValid || add.isPending}
          data-testid={campaignTestIds.storyAdd}
        >
          {translate('ra.action.add')}
        </Button>
      </Stack>
      {campaign.stories.length === 0 ? (
        <Empty text="scout.campaigns.stories.none" />
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('scout.campaigns.influencers.one')}</TableCell>
              <TableCell>{translate('scout.campaigns.stories.publishedAt')}</TableCell>
              <TableCell align="right">{translate('scout.campaigns.posts.views')}</TableCell>
              <TableCell>{translate('scout.campaigns.posts.url')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {campaign.stories.map((story) => (
              <TableRow key={story.storyId} data-testid={campaignTestIds.storyRow}>
                <TableCell>{influencerName(campaign.influencers, story.influencerId)}</TableCell>
                <TableCell>{formatDateTime(story.publishedAt, locale)}</TableCell>
                <TableCell align="right">{countText(story.views, locale)}</TableCell>
                <TableCell>
                  {story.url && (
                    <Link href={story.url} target="_blank" rel="noopener noreferrer">
                      {story.url}
                    </Link>
                  )}
                </TableCell>
                <TableCell align="right">
                  <RemoveButton
                    onClick={() => remove.mutate(story.storyId)}
                    disabled={remove.isPending}
                    testId={`${campaignTestIds.storyRow}-remove`}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </TabCard>
  );
}
