import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../platform/dates';
import { DeleteCampaignButton } from './DeleteCampaignButton';
import { EditDetailsDialog } from './EditDetailsDialog';
import { moneyText } from '../platform/money';
import { ShareControls } from './ShareControls';
import { StatusChip } from './StatusChip';
import { StatusMenu } from './StatusMenu';
import { campaignTestIds } from './testIds';
import type { CampaignView } from './types';

/** The campaign's name, status with the transitions it allows, details, public report and deletion. */
export function CampaignHeader({ campaign }: { campaign: CampaignView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [editing, setEditing] = useState(false);
  const dates = [formatDate(campaign.startDate, locale), formatDate(campaign.endDate, locale)].filter(Boolean).join(' – ');
  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h5" component="h1" data-testid={campaignTestIds.name}>
                {campaign.name}
              </Typography>
              <StatusChip status={campaign.status} testId={campaignTestIds.statusChip} />
              <Tooltip title={translate('scout.campaigns.editTitle')}>
                <IconButton size="small" onClick={() => setEditing(true)}>
                  <EditIcon fontSize="inherit" />
                </IconButton>
              </Tooltip>
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {[
                campaign.brand,
                dates,
                campaign.budgetCents !== undefined && campaign.currency
                  ? `${translate('scout.campaigns.fields.budget')}: ${moneyText(campaign.budgetCents, campaign.currency, locale)}`
                  : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            {campaign.description && (
              <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
                {campaign.description}
              </Typography>
            )}
            {campaign.hashtags && campaign.hashtags.length > 0 && (
              <Typography variant="body2" color="primary">
                {campaign.hashtags.map((tag) => (tag.startsWith('#') ? tag : `#${tag}`)).join(' ')}
              </Typography>
            )}
          </Box>
          <Stack spacing={1} sx={{ alignItems: { md: 'flex-end' } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <StatusMenu campaignId={campaign._id} status={campaign.status} />
              <DeleteCampaignButton campaignId={campaign._id} />
            </Stack>
            <ShareControls campaign={campaign} />
          </Stack>
        </Stack>
      </CardContent>
      {editing && <EditDetailsDialog campaign={campaign} open onClose={() => setEditing(false)} />}
    </Card>
  );
}
