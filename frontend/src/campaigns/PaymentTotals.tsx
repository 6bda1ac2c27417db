import { Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { moneyText } from '../platform/money';
import type { CurrencyTotal } from './money';

/** Sums per currency, one line each ("€1,200.00"), or a dash when there is nothing. */
export function PaymentTotals({ totals, testId }: { totals: CurrencyTotal[]; testId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} data-testid={testId}>
      {totals.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('scout.campaigns.payments.none')}
        </Typography>
      ) : (
        totals.map((total) => (
          <Typography key={total.currency} variant="body1" sx={{ fontWeight: 600 }} data-currency={total.currency}>
            {moneyText(total.cents, total.currency, locale)}
          </Typography>
        ))
      )}
    </Stack>
  );
}
