import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useCommand } from '../platform/useCommand';
import type { NewCampaign } from './campaignsApi';
import { campaignPath } from './campaignPaths';
import { budgetOf, type DatesAndBudget, DatesAndBudgetFields, datesOutOfOrder } from './DatesAndBudgetFields';
import { campaignTestIds } from './testIds';
import { CAMPAIGNS_KEY } from './useCampaigns';
import { track } from '../platform/widgets/analytics';

/** A new campaign (in draft): name, brand, dates and budget; opens the campaign afterwards. */
export function CreateCampaignDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [brand, setBrand] = useState('');
  const [plan, setPlan] = useState<DatesAndBudget>({ startDate: '', endDate: '', budget: '', currency: 'EUR' });
  const create = useCommand((dataProvider, campaign: NewCampaign) => dataProvider.createCampaign(campaign), {
    refetch: [CAMPAIGNS_KEY],
    success: 'scout.campaigns.created',
  });
  const { cents: budgetCents, invalid: budgetInvalid } = budgetOf(plan.budget, locale);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (datesOutOfOrder(plan)) return;
    track('CAMPAIGN', 'create campaign');
    create.mutate(
      {
        name,
        brand: brand || undefined,
        startDate: plan.startDate || undefined,
        endDate: plan.endDate || undefined,
        budgetCents,
        currency: budgetCents === undefined ? undefined : plan.currency,
      },
      { onSuccess: (campaign) => navigate(campaignPath(campaign._id)) },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth data-testid={campaignTestIds.createDialog}>
      <form onSubmit={submit}>
        <DialogTitle>{translate('scout.campaigns.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              label={translate('scout.campaigns.fields.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              autoFocus
              slotProps={{ htmlInput: { 'data-testid': campaignTestIds.createName, maxLength: 200 } }}
            />
            <TextField
              label={translate('scout.campaigns.fields.brand')}
              value={brand}
              onChange={(e) => setBrand(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': campaignTestIds.createBrand, maxLength: 200 } }}
            />
            <DatesAndBudgetFields value={plan} onChange={setPlan} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!name.trim() || budgetInvalid || datesOutOfOrder(plan) || create.isPending}
            data-testid={campaignTestIds.createSubmit}
          >
            {translate('scout.campaigns.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
