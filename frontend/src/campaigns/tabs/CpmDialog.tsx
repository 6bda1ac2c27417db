import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SetCpmValuesRequest } from '@scout/contracts/campaigns/settings';
import { useCommand } from '../../platform/useCommand';
import { amountToCents, centsToAmount } from '../../platform/money';
import { campaignTestIds } from '../testIds';
import { CAMPAIGNS_KEY, CPM_KEY, useCpmSettings } from '../useCampaigns';

/** Edits the organisation's CPM values (per 1,000 views and platform) behind every campaign's earned media value. */
export function CpmButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} sx={{ mt: 1 }} data-testid={campaignTestIds.cpmEdit}>
        {translate('scout.campaigns.metrics.cpmEdit')}
      </Button>
      {open && <CpmDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function CpmDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const settings = useCpmSettings();
  const [values, setValues] = useState<Record<string, string> | null>(null);
  const [currency, setCurrency] = useState<string | null>(null);
  const save = useCommand((dataProvider, request: SetCpmValuesRequest) => dataProvider.setCpmSettings(request), {
    refetch: [CPM_KEY, CAMPAIGNS_KEY],
    success: 'scout.campaigns.saved',
  });
  const shown =
    values ??
    Object.fromEntries(
      Object.entries(settings.data?.valuesCents ?? {}).map(([platform, cents]) => [platform, centsToAmount(cents, locale)]),
    );
  const shownCurrency = currency ?? settings.data?.currency ?? 'EUR';
  const parsed = Object.entries(shown).map(([platform, text]) => [platform, amountToCents(text, locale)] as const);
  const invalid = parsed.some(([, cents]) => cents === undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    save.mutate(
      { currency: shownCurrency, valuesCents: Object.fromEntries(parsed.map(([platform, cents]) => [platform, cents ?? 0])) },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <form onSubmit={submit}>
        <DialogTitle>{translate('scout.campaigns.metrics.cpmEdit')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('scout.campaigns.metrics.cpmHint')}</DialogContentText>
          <Stack spacing={2} sx={{ mt: 2 }}>
            <TextField
              label={translate('scout.campaigns.fields.currency')}
              value={shownCurrency}
              onChange={(e) => setCurrency(e.target.value.toUpperCase())}
              slotProps={{ htmlInput: { maxLength: 3 } }}
            />
            {Object.entries(shown).map(([platform, text]) => (
              <TextField
                key={platform}
                label={translate(`scout.platforms.${platform}`, { _: platform })}
                value={text}
                error={amountToCents(text, locale) === undefined}
                onChange={(e) => setValues({ ...shown, [platform]: e.target.value })}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={invalid || settings.isPending || save.isPending}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
