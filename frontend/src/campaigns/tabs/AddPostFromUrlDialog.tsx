import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { PostFromUrl } from '../campaignsApi';
import { campaignTestIds } from '../testIds';
import type { CampaignView } from '../types';
import { useCampaignCommand } from '../useCampaigns';
import { InfluencerSelect } from './InfluencerSelect';

/** `PUT /customer/campaign/addPostFromUrl`: Scout reads the post's page (through its guarded fetcher) and adds it. */
export function AddPostFromUrlDialog({ campaign, onClose }: { campaign: CampaignView; onClose: () => void }) {
  const translate = useTranslate();
  const [url, setUrl] = useState('');
  const [influencerId, setInfluencerId] = useState('');
  const [liveTrack, setLiveTrack] = useState(true);
  const add = useCampaignCommand(
    campaign._id,
    (dp, _id, request: PostFromUrl) => dp.addPostFromUrl(request),
    'scout.campaigns.posts.added',
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ campaignId: campaign._id, url, liveTrack, influencerId: influencerId || undefined }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid={campaignTestIds.fromUrlDialog}>
      <form onSubmit={submit}>
        <DialogTitle>{translate('scout.campaigns.posts.fromUrlTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('scout.campaigns.posts.fromUrlHint')}</DialogContentText>
          <Stack spacing={2} sx={{ mt: 2 }}>
            <TextField
              label={translate('scout.campaigns.posts.url')}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              required
              type="url"
              autoFocus
              slotProps={{ htmlInput: { 'data-testid': campaignTestIds.fromUrlInput } }}
            />
            <InfluencerSelect
              influencers={campaign.influencers}
              value={influencerId}
              onChange={setInfluencerId}
              optional
              testId={`${campaignTestIds.fromUrlDialog}-influencer`}
            />
            <FormControlLabel
              control={<Switch checked={liveTrack} onChange={(e) => setLiveTrack(e.target.checked)} />}
              label={translate('scout.campaigns.posts.tracking')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!url.trim() || add.isPending} data-testid={campaignTestIds.fromUrlSubmit}>
            {translate('scout.campaigns.posts.fromUrlSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
