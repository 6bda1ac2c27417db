import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Divider, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { influencerName } from '../influencerName';
import { campaignTestIds } from '../testIds';
import type { CampaignView } from '../types';
import { useCampaignCommand } from '../useCampaigns';
import { Empty, RemoveButton } from './parts';

type CampaignList = CampaignView['lists'][number];

/**
 * The campaign's lists of influencers (shortlists, waves): made from the influencers ticked in the
 * table above, renamed in place, removed. Each is one command (`addList`, `renameList`, `removeList`).
 */
export function ListsSection({ campaign, selected, onCreated }: { campaign: CampaignView; selected: string[]; onCreated: () => void }) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const create = useCampaignCommand(
    campaign._id,
    (dp, id, list: { name: string; influencerIds: string[] }) => dp.addCampaignList(id, list.name, list.influencerIds),
    'scout.campaigns.lists.created',
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    create.mutate(
      { name: trimmed, influencerIds: selected },
      {
        onSuccess: () => {
          setName('');
          onCreated();
        },
      },
    );
  };

  return (
    <Box sx={{ mt: 3 }} data-testid={campaignTestIds.lists}>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('scout.campaigns.lists.title')}
      </Typography>
      <Stack
        component="form"
        onSubmit={submit}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, mb: 1 }}
      >
        <TextField
          size="small"
          label={translate('scout.campaigns.lists.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          fullWidth={false}
          sx={{ width: { xs: '100%', sm: 280 }, flexShrink: 0 }}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': campaignTestIds.listName } }}
        />
        <Button
          type="submit"
          variant="outlined"
          disabled={!name.trim() || create.isPending}
          data-testid={campaignTestIds.listCreate}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {translate('scout.campaigns.lists.create', { smart_count: selected.length })}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {translate('scout.campaigns.lists.hint')}
        </Typography>
      </Stack>
      {campaign.lists.length === 0 ? (
        <Empty text="scout.campaigns.lists.none" />
      ) : (
        <Stack spacing={0.5}>
          {campaign.lists.map((list) => (
            <ListRow key={list.listId} campaign={campaign} list={list} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function ListRow({ campaign, list }: { campaign: CampaignView; list: CampaignList }) {
  const translate = useTranslate();
  const [editing, setEditing] = useState<string | null>(null);
  const rename = useCampaignCommand(
    campaign._id,
    (dp, id, name: string) => dp.renameCampaignList(id, list.listId, name),
    'scout.campaigns.lists.renamed',
  );
  const remove = useCampaignCommand(
    campaign._id,
    (dp, id, _: void) => dp.removeCampaignList(id, list.listId),
    'scout.campaigns.lists.removed',
  );
  const members = list.influencerIds.map((influencerId) => influencerName(campaign.influencers, influencerId)).join(', ');

  const save = (event: FormEvent) => {
    event.preventDefault();
    const name = editing?.trim() ?? '';
    if (!name || name === list.name) {
      setEditing(null);
      return;
    }
    rename.mutate(name, { onSuccess: () => setEditing(null) });
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', minHeight: 40 }}
      data-testid={campaignTestIds.listRow}
      data-list-name={list.name}
    >
      {editing === null ? (
        <>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {list.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 0 }} noWrap>
            {members || translate('scout.campaigns.lists.empty')}
          </Typography>
          <Tooltip title={translate('scout.campaigns.lists.rename')}>
            <IconButton
              size="small"
              aria-label={translate('scout.campaigns.lists.rename')}
              onClick={() => setEditing(list.name)}
              data-testid={campaignTestIds.listRename}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <RemoveButton onClick={() => remove.mutate()} disabled={remove.isPending} testId={campaignTestIds.listRemove} />
        </>
      ) : (
        <Stack component="form" onSubmit={save} direction="row" spacing={0.5} sx={{ alignItems: 'center', flex: 1 }}>
          <TextField
            size="small"
            autoFocus
            label={translate('scout.campaigns.lists.name')}
            value={editing}
            onChange={(e) => setEditing(e.target.value)}
            fullWidth={false}
            sx={{ width: 280 }}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': campaignTestIds.listRenameInput } }}
          />
          <IconButton
            type="submit"
            size="small"
            aria-label={translate('ra.action.save')}
            disabled={!editing.trim() || rename.isPending}
            data-testid={campaignTestIds.listRenameSave}
          >
            <CheckIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={translate('ra.action.cancel')} onClick={() => setEditing(null)} disabled={rename.isPending}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      )}
    </Stack>
  );
}
