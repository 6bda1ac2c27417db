import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CAMPAIGNS_ROUTE } from '../campaigns/campaignPaths';
import { campaignKey, CAMPAIGNS_KEY, useCampaignList } from '../campaigns/useCampaigns';
import { useCommand } from '../platform/useCommand';
import { discoverTestIds } from './testIds';

/** Puts one saved profile into a campaign of the organisation, as the campaign's influencer picker would. */
export function AddToCampaignDialog({ profileId, onClose }: { profileId: string; onClose: () => void }) {
  const translate = useTranslate();
  const campaigns = useCampaignList(undefined);
  const [campaignId, setCampaignId] = useState('');
  const add = useCommand((dataProvider, id: string) => dataProvider.addInfluencers(id, [profileId]), {
    refetch: [[...CAMPAIGNS_KEY, 'list'], ...(campaignId ? [campaignKey(campaignId)] : [])],
    success: 'scout.discover.addedToCampaign',
  });
  const list = campaigns.data ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (campaignId) add.mutate(campaignId, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid={discoverTestIds.campaignDialog}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('scout.discover.addToCampaign')}</DialogTitle>
        <DialogContent>
          {campaigns.isSuccess && list.length === 0 ? (
            <Alert severity="info">
              {translate('scout.discover.noCampaigns')} <RouterLink to={CAMPAIGNS_ROUTE}>{translate('scout.menu.campaigns')}</RouterLink>
            </Alert>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>{translate('scout.discover.addToCampaignHint')}</DialogContentText>
              <TextField
                select
                fullWidth
                size="small"
                label={translate('scout.discover.campaign')}
                value={campaignId}
                onChange={(event) => setCampaignId(event.target.value)}
                slotProps={{ htmlInput: { 'data-testid': discoverTestIds.campaignSelect } }}
              >
                {list.map((campaign) => (
                  <MenuItem key={campaign._id} value={campaign._id}>
                    {campaign.name}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!campaignId || add.isPending} data-testid={discoverTestIds.campaignSubmit}>
            {translate('ra.action.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
