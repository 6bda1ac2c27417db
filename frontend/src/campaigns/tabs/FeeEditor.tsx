import EditIcon from '@mui/icons-material/EditOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { amountToCents, centsToAmount } from '../../platform/money';

/** Edits an influencer's agreed fee (typed in major units, saved as cents) and currency. */
export function FeeEditor({
  feeCents,
  currency,
  pending,
  onSave,
}: {
  feeCents?: number;
  currency?: string;
  pending: boolean;
  onSave: (feeCents: number, currency: string) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(centsToAmount(feeCents, locale));
  const [code, setCode] = useState(currency ?? 'EUR');
  const cents = amountToCents(amount, locale);
  return (
    <>
      <IconButton size="small" onClick={() => setOpen(true)} aria-label={translate('scout.campaigns.influencers.fee')}>
        <EditIcon fontSize="inherit" />
      </IconButton>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('scout.campaigns.influencers.fee')}</DialogTitle>
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
            <TextField
              label={translate('scout.campaigns.payments.amount')}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={amount !== '' && cents === undefined}
              helperText={amount !== '' && cents === undefined ? translate('scout.campaigns.amountHint') : ' '}
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label={translate('scout.campaigns.fields.currency')}
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              slotProps={{ htmlInput: { maxLength: 3 } }}
              sx={{ width: 110 }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            disabled={cents === undefined || pending}
            onClick={() => {
              if (cents === undefined) return;
              onSave(cents, code);
              setOpen(false);
            }}
          >
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
