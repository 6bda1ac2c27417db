import { Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PublicLink } from '../public/PublicLink';
import { publicCampaignPath } from './campaignPaths';
import { campaignTestIds } from './testIds';
import type { CampaignView } from './types';
import { useCampaignCommand } from './useCampaigns';

/** The public report: generate its secret address, turn sharing on or off, copy the link. */
export function ShareControls({ campaign }: { campaign: CampaignView }) {
  const translate = useTranslate();
  const id = campaign._id;
  const generate = useCampaignCommand(id, (dp, campaignId, _: void) => dp.generatePublicUrl(campaignId), 'scout.campaigns.share.generated');
  const share = useCampaignCommand(
    id,
    (dp, campaignId, shared: boolean) => dp.setCampaignShared(campaignId, shared),
    'scout.campaigns.share.changed',
  );
  const slug = campaign.publicSlug;

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={!campaign.disableShare && slug !== null}
              disabled={slug === null || share.isPending}
              onChange={(e) => share.mutate(e.target.checked)}
              data-testid={campaignTestIds.shareSwitch}
            />
          }
          label={translate('scout.campaigns.share.label')}
        />
        <Button
          size="small"
          onClick={() => generate.mutate()}
          disabled={generate.isPending}
          data-testid={campaignTestIds.generatePublicUrl}
        >
          {translate(slug === null ? 'scout.campaigns.share.generate' : 'scout.campaigns.share.regenerate')}
        </Button>
      </Stack>
      {slug !== null && !campaign.disableShare && (
        <Box>
          <Typography variant="caption" color="text.secondary">
            {translate('scout.campaigns.share.hint')}
          </Typography>
          <PublicLink path={publicCampaignPath(slug)} testId={campaignTestIds.publicLink} />
        </Box>
      )}
    </Box>
  );
}
