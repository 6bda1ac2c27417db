import PersonRemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import {
  Box,
  Button,
  IconButton,
  Link,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { UGC_STATUSES } from '@scout/contracts/campaigns';
import { PlanLockNotice } from '../../billing/PlanLock';
import { usePlanGate } from '../../billing/usePlanGate';
import { campaignTestIds } from '../testIds';
import type { ActionBody, CampaignView } from '../types';
import { useCampaignCommand } from '../useCampaigns';
import { Empty, RemoveButton, TabCard } from './parts';

type UgcContent = ActionBody<'updateUGCContent'>;
type UgcStatus = (typeof UGC_STATUSES)[number];

/**
 * User-generated content by any creator: added, approved or rejected, removed one by one or per
 * creator. A plan without `ugcCampaigns` shows the lock and its notice instead of a form to fill.
 */
export function UgcTab({ campaign }: { campaign: CampaignView }) {
  const translate = useTranslate();
  const [username, setUsername] = useState('');
  const [platform, setPlatform] = useState('instagram');
  const [url, setUrl] = useState('');
  const update = useCampaignCommand(
    campaign._id,
    (dp, id, content: UgcContent) => dp.updateUgcContent(id, content),
    'scout.campaigns.saved',
  );
  const remove = useCampaignCommand(
    campaign._id,
    (dp, id, contentId: string) => dp.removeUgcContent(id, contentId),
    'scout.campaigns.ugc.removed',
  );
  const removeUser = useCampaignCommand(
    campaign._id,
    (dp, id, user: { username: string; platform: string }) => dp.removeUgcUser(id, user.username, user.platform),
    'scout.campaigns.ugc.removed',
  );

  const gate = usePlanGate('ugcCampaigns');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ username, platform, url, status: 'pending' }, { onSuccess: () => setUrl('') });
  };

  return (
    <TabCard title="scout.campaigns.tabs.ugc">
      {gate.locked && (
        <Box sx={{ mb: 2 }}>
          <PlanLockNotice gate={gate} />
        </Box>
      )}
      <Stack component="form" direction={{ xs: 'column', md: 'row' }} spacing={1} onSubmit={submit} sx={{ mb: 2 }}>
        <TextField
          label={translate('scout.campaigns.ugc.username')}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          required
          disabled={gate.locked}
        />
        <TextField
          label={translate('scout.campaigns.posts.platform')}
          value={platform}
          onChange={(e) => setPlatform(e.target.value.toLowerCase())}
          required
          disabled={gate.locked}
        />
        <TextField
          label={translate('scout.campaigns.posts.url')}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          required
          type="url"
          fullWidth
          disabled={gate.locked}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={gate.locked || !username.trim() || !url.trim() || update.isPending}
          data-testid={campaignTestIds.ugcAdd}
        >
          {translate('ra.action.add')}
        </Button>
      </Stack>
      {campaign.ugcContents.length === 0 ? (
        <Empty text="scout.campaigns.ugc.none" />
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('scout.campaigns.ugc.username')}</TableCell>
              <TableCell>{translate('scout.campaigns.posts.url')}</TableCell>
              <TableCell>{translate('scout.campaigns.fields.status')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {campaign.ugcContents.map((content) => (
              <TableRow key={content.contentId} data-testid={campaignTestIds.ugcRow}>
                <TableCell>{`@${content.username} · ${translate(`scout.platforms.${content.platform}`, { _: content.platform })}`}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>
                  <Link href={content.url} target="_blank" rel="noopener noreferrer">
                    {content.url}
                  </Link>
                </TableCell>
                <TableCell>
                  <Select
                    size="small"
                    value={content.status}
                    disabled={update.isPending}
                    onChange={(e) =>
                      update.mutate({
                        contentId: content.contentId,
                        username: content.username,
                        platform: content.platform,
                        url: content.url,
                        note: content.note,
                        status: e.target.value as UgcStatus,
                      })
                    }
                  >
                    {UGC_STATUSES.map((status) => (
                      <MenuItem key={status} value={status}>
                        {translate(`scout.campaigns.ugcStatus.${status}`)}
                      </MenuItem>
                    ))}
                  </Select>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <RemoveButton
                    onClick={() => remove.mutate(content.contentId)}
                    disabled={remove.isPending}
                    testId={`${campaignTestIds.ugcRow}-remove`}
                  />
                  <Tooltip title={translate('scout.campaigns.ugc.removeUser')}>
                    <IconButton
                      size="small"
                      onClick={() => removeUser.mutate({ username: content.username, platform: content.platform })}
                      disabled={removeUser.isPending}
                    >
                      <PersonRemoveIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </TabCard>
  );
}
