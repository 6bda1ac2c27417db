import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { budgetOf, type DatesAndBudget, DatesAndBudgetFields, datesOutOfOrder } from './DatesAndBudgetFields';
import { centsToAmount } from '../platform/money';
import type { ActionBody, CampaignView } from './types';
import { useCampaignCommand } from './useCampaigns';

type DetailChanges = ActionBody<'updateCampaign'>['changes'];

/** Edits the campaign's details; only what changed is sent. */
export function EditDetailsDialog({ campaign, open, onClose }: { campaign: CampaignView; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [name, setName] = useState(campaign.name);
  const [brand, setBrand] = useState(campaign.brand ?? '');
  const [description, setDescription] = useState(campaign.description ?? '');
  const [plan, setPlan] = useState<DatesAndBudget>({
    startDate: campaign.startDate ?? '',
    endDate: campaign.endDate ?? '',
    budget: centsToAmount(campaign.budgetCents, locale),
    currency: campaign.currency ?? 'EUR',
  });
  const [hashtags, setHashtags] = useState((campaign.hashtags ?? []).join(' '));
  const save = useCampaignCommand(
    campaign._id,
    (dp, id, changes: DetailChanges) => dp.updateCampaignDetails(id, changes),
    'scout.campaigns.saved',
  );
  const { cents: budgetCents, invalid: budgetInvalid } = budgetOf(plan.budget, locale);
  const { startDate, endDate, currency } = plan;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (datesOutOfOrder(plan)) return;
    const tags = hashtags.split(/[\s,]+/).filter(Boolean);
    const changes: DetailChanges = {};
    if (name !== campaign.name) changes.name = name;
    if (brand !== (campaign.brand ?? '')) changes.brand = brand;
    if (description !== (campaign.description ?? '')) changes.description = description;
    if (startDate && startDate !== campaign.startDate) changes.startDate = startDate;
    if (endDate && endDate !== campaign.endDate) changes.endDate = endDate;
    if (budgetCents !== undefined && budgetCents !== campaign.budgetCents) changes.budgetCents = budgetCents;
    if (currency !== (campaign.currency ?? 'EUR') || (changes.budgetCents !== undefined && !campaign.currency)) changes.currency = currency;
    if (tags.join(' ') !== (campaign.hashtags ?? []).join(' ')) changes.hashtags = tags;
    if (Object.keys(changes).length === 0) return onClose();
    save.mutate(changes, { onSuccess: onClose });
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <form onSubmit={submit}>
        <DialogTitle>{translate('scout.campaigns.editTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField label={translate('scout.campaigns.fields.name')} value={name} onChange={(e) => setName(e.target.value)} required />
            <TextField label={translate('scout.campaigns.fields.brand')} value={brand} onChange={(e) => setBrand(e.target.value)} />
            <TextField
              label={translate('scout.campaigns.fields.description')}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              multiline
              minRows={2}
            />
            <DatesAndBudgetFields value={plan} onChange={setPlan} />
            <TextField
              label={translate('scout.campaigns.fields.hashtags')}
              value={hashtags}
              onChange={(e) => setHashtags(e.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!name.trim() || budgetInvalid || datesOutOfOrder(plan) || save.isPending}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
