import {
  Autocomplete,
  Button,
  Checkbox,
  Chip,
  MenuItem,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { INFLUENCER_STATUSES } from '@scout/contracts/campaigns';
import type { ProfilePickerResponse } from '@scout/contracts/profiles/responses';
import type { ScoutDataProvider } from '../../shell/dataProvider';
import { moneyText } from '../../platform/money';
import { campaignTestIds } from '../testIds';
import type { ActionBody, CampaignInfluencerView, CampaignView } from '../types';
import { useCampaignCommand } from '../useCampaigns';
import { FeeEditor } from './FeeEditor';
import { InfluencerFigureCells, InfluencerFigureHeads } from './InfluencerFigures';
import { ListsSection } from './ListsSection';
import { PlannedPostsField } from '../plan/PlannedPostsField';
import { Empty, RemoveButton, TabCard } from './parts';

type PickerProfile = ProfilePickerResponse['profiles'][number];
type InfluencerChanges = ActionBody<'updateInfluencer'>['changes'];

/** The saved profiles taking part, with their figures: added through a picker over every saved profile; status and fee per influencer. */
export function InfluencersTab({ campaign }: { campaign: CampaignView }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const id = campaign._id;
  const [picked, setPicked] = useState<PickerProfile[]>([]);
  const picker = useQuery({ queryKey: ['scout', 'profilePicker'], queryFn: ({ signal }) => dataProvider.getProfilePicker(signal) });
  const taking = new Set(campaign.influencers.map((influencer) => influencer.influencerId));
  const options = (picker.data?.profiles ?? []).filter((profile) => !taking.has(profile._id));
  const add = useCampaignCommand(
    id,
    (dp, campaignId, profileIds: string[]) => dp.addInfluencers(campaignId, profileIds),
    'scout.campaigns.influencers.added',
  );
  // Influencers ticked for a new list; those no longer in the campaign drop out.
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = campaign.influencers.map((influencer) => influencer.influencerId).filter((influencerId) => ticked.has(influencerId));
  const toggle = (influencerId: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(influencerId)) next.add(influencerId);
      return next;
    });

  return (
    <TabCard
      title="scout.campaigns.tabs.influencers"
      actions={
        <>
          <Autocomplete
            multiple
            size="small"
            sx={{ minWidth: 320 }}
            options={options}
            value={picked}
            onChange={(_, value) => setPicked(value)}
            loading={picker.isPending}
            getOptionLabel={(profile) =>
              `@${profile.username} (${translate(`scout.platforms.${profile.platform}`, { _: profile.platform })})`
            }
            isOptionEqualToValue={(a, b) => a._id === b._id}
            renderInput={(params) => <TextField {...params} label={translate('scout.campaigns.influencers.pick')} />}
            data-testid={campaignTestIds.influencerPicker}
          />
          <Button
            variant="contained"
            disabled={picked.length === 0 || add.isPending}
            onClick={() =>
              add.mutate(
                picked.map((profile) => profile._id),
                { onSuccess: () => setPicked([]) },
              )
            }
            data-testid={campaignTestIds.influencerAdd}
          >
            {translate('scout.campaigns.influencers.add')}
          </Button>
        </>
      }
    >
      {campaign.influencers.length === 0 ? (
        <Empty text="scout.campaigns.influencers.none" />
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{translate('scout.campaigns.influencers.name')}</TableCell>
              <InfluencerFigureHeads />
              <TableCell>{translate('scout.campaigns.lists.title')}</TableCell>
              <TableCell>{translate('scout.campaigns.fields.status')}</TableCell>
              <TableCell>{translate('scout.campaigns.influencers.fee')}</TableCell>
              <TableCell>{translate('scout.campaignPlan.plannedPosts')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {campaign.influencers.map((influencer) => (
              <InfluencerRow
                key={influencer.influencerId}
                campaignId={id}
                influencer={influencer}
                lists={campaign.lists.filter((list) => list.influencerIds.includes(influencer.influencerId)).map((list) => list.name)}
                selected={ticked.has(influencer.influencerId)}
                onToggle={() => toggle(influencer.influencerId)}
              />
            ))}
          </TableBody>
        </Table>
      )}
      <ListsSection campaign={campaign} selected={selected} onCreated={() => setTicked(new Set())} />
    </TabCard>
  );
}

interface InfluencerRowProps {
  campaignId: string;
  influencer: CampaignInfluencerView;
  /** Names of the campaign's lists the influencer is on. */
  lists: string[];
  selected: boolean;
  onToggle: () => void;
}

function InfluencerRow({ campaignId, influencer, lists, selected, onToggle }: InfluencerRowProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const update = useCampaignCommand(
    campaignId,
    (dp, id, changes: InfluencerChanges) => dp.updateInfluencer(id, influencer.influencerId, changes),
    'scout.campaigns.saved',
  );
  const remove = useCampaignCommand(
    campaignId,
    (dp, id, _: void) => dp.removeInfluencer(id, influencer.influencerId),
    'scout.campaigns.influencers.removed',
  );
  return (
    <TableRow data-testid={campaignTestIds.influencerRow} data-username={influencer.username}>
      <TableCell padding="checkbox">
        <Checkbox
          size="small"
          checked={selected}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': translate('scout.campaigns.lists.select', { name: `@${influencer.username}` }) } }}
          data-testid={campaignTestIds.listSelect}
        />
      </TableCell>
      <TableCell>
        {`@${influencer.username} · ${translate(`scout.platforms.${influencer.platform}`, { _: influencer.platform })}`}
      </TableCell>
      <InfluencerFigureCells profile={influencer.profile} />
      <TableCell data-testid={campaignTestIds.influencerLists}>
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
          {lists.map((name) => (
            <Chip key={name} size="small" label={name} />
          ))}
        </Stack>
      </TableCell>
      <TableCell>
        <Select
          size="small"
          value={influencer.status}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ status: e.target.value })}
          data-testid={campaignTestIds.influencerStatus}
        >
          {INFLUENCER_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {translate(`scout.campaigns.influencerStatus.${status}`)}
            </MenuItem>
          ))}
        </Select>
      </TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>
            {influencer.feeCents !== undefined && influencer.currency ? moneyText(influencer.feeCents, influencer.currency, locale) : '–'}
          </span>
          <FeeEditor
            feeCents={influencer.feeCents}
            currency={influencer.currency}
            pending={update.isPending}
            onSave={(feeCents, currency) => update.mutate({ feeCents, currency })}
          />
        </Stack>
      </TableCell>
      <TableCell>
        <PlannedPostsField
          key={influencer.plannedPosts ?? 'none'}
          value={influencer.plannedPosts}
          pending={update.isPending}
          onSave={(plannedPosts) => update.mutate({ plannedPosts })}
        />
      </TableCell>
      <TableCell align="right">
        <RemoveButton onClick={() => remove.mutate()} disabled={remove.isPending} testId={campaignTestIds.influencerRemove} />
      </TableCell>
    </TableRow>
  );
}
