import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { DEFAULT_LINK_TEXT } from '@scout/contracts/campaigns';
import { ConnectBitlyButton } from '../../integrations/ConnectBitlyButton';
import { countText } from '../../platform/numbers';
import { influencerName } from '../influencerName';
import { campaignTestIds } from '../testIds';
import type { ActionBody, CampaignView } from '../types';
import { useCampaignCommand, useCollectPolling, type CollectRequest } from '../useCampaigns';
import { InfluencerSelect } from './InfluencerSelect';
import { Empty, RemoveButton, TabCard } from './parts';

/** Tracked links: shortened through Bitly when the organisation connected it; clicks collected on request. */
export function LinksTab({ campaign }: { campaign: CampaignView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [url, setUrl] = useState('');
  const [linkText, setLinkText] = useState('');
  const [influencerId, setInfluencerId] = useState('');
  const add = useCampaignCommand(
    campaign._id,
    (dp, id, link: ActionBody<'addLink'>) => dp.addCampaignLink(id, link),
    'scout.campaigns.links.added',
  );
  const remove = useCampaignCommand(
    campaign._id,
    (dp, id, linkId: string) => dp.removeCampaignLink(id, linkId),
    'scout.campaigns.links.removed',
  );
  const collect = useCampaignCommand(campaign._id, (dp, id, _: void) => dp.collectLinkData(id), 'scout.campaigns.links.collecting');
  // The clicks are collected by a job: the campaign is read again until it shows them.
  const [collectRequest, setCollectRequest] = useState<CollectRequest | null>(null);
  useCollectPolling(campaign._id, collectRequest);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { url, linkText: linkText || undefined, influencerId: influencerId || undefined },
      {
        onSuccess: () => {
          setUrl('');
          setLinkText('');
        },
      },
    );
  };

  return (
    <TabCard
      title="scout.campaigns.tabs.links"
      actions={
        <>
          <ConnectBitlyButton />
          <Button
            startIcon={<RefreshIcon />}
            onClick={() => {
              const request = { askedAt: Date.now(), before: new Map(campaign.links.map((link) => [link.linkId, link.clicksCollectedAt])) };
              collect.mutate(undefined, { onSuccess: () => setCollectRequest(request) });
            }}
            disabled={collect.isPending || campaign.links.length === 0}
            data-testid={campaignTestIds.collectClicks}
          >
            {translate('scout.campaigns.links.collect')}
          </Button>
        </>
      }
    >
      <Stack component="form" direction={{ xs: 'column', md: 'row' }} spacing={1} onSubmit={submit} sx={{ mb: 2 }}>
        <TextField
          label={translate('scout.campaigns.links.url')}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          required
          type="url"
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': campaignTestIds.linkUrl } }}
        />
        <TextField
          label={translate('scout.campaigns.links.text')}
          placeholder={DEFAULT_LINK_TEXT}
          value={linkText}
          onChange={(e) => setLinkText(e.target.value)}
          sx={{ minWidth: 200 }}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': campaignTestIds.linkText }, inputLabel: { shrink: true } }}
        />
        <InfluencerSelect
          influencers={campaign.influencers}
          value={influencerId}
          onChange={setInfluencerId}
          optional
          testId={`${campaignTestIds.linkAdd}-influencer`}
        />
        <Button type="submit" variant="contained" disabled={!url.trim() || add.isPending} data-testid={campaignTestIds.linkAdd}>
          {translate('ra.action.add')}
        </Button>
      </Stack>
      {campaign.links.length === 0 ? (
        <Empty text="scout.campaigns.links.none" />
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('scout.campaigns.links.text')}</TableCell>
              <TableCell>{translate('scout.campaigns.links.url')}</TableCell>
              <TableCell>{translate('scout.campaigns.links.short')}</TableCell>
              <TableCell>{translate('scout.campaigns.influencers.one')}</TableCell>
              <TableCell align="right">{translate('scout.campaigns.links.clicks')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {campaign.links.map((link) => (
              <TableRow key={link.linkId} data-testid={campaignTestIds.linkRow}>
                <TableCell>{link.linkText}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>
                  <Link href={link.url} target="_blank" rel="noopener noreferrer">
                    {link.url}
                  </Link>
                </TableCell>
                <TableCell>
                  {link.shortUrl ? (
                    <Link href={link.shortUrl} target="_blank" rel="noopener noreferrer">
                      {link.shortUrl}
                    </Link>
                  ) : (
                    translate('scout.campaigns.links.notShortened')
                  )}
                </TableCell>
                <TableCell>{influencerName(campaign.influencers, link.influencerId)}</TableCell>
                <TableCell align="right">{countText(link.clicks, locale)}</TableCell>
                <TableCell align="right">
                  <RemoveButton
                    onClick={() => remove.mutate(link.linkId)}
                    disabled={remove.isPending}
                    testId={campaignTestIds.linkRemove}
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
