import { Stack, TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { campaignDatesInOrder } from '@scout/contracts/campaigns/dates';
import { amountToCents } from '../platform/money';
import { campaignTestIds } from './testIds';

/** A campaign's dates and budget as typed: what the create and edit dialogs share. */
export interface DatesAndBudget {
  startDate: string;
  endDate: string;
  budget: string;
  currency: string;
}

/** The typed budget in cents (undefined when empty), and whether what was typed is no amount. */
export function budgetOf(budget: string, locale: string): { cents: number | undefined; invalid: boolean } {
  const cents = budget.trim() === '' ? undefined : amountToCents(budget, locale);
  return { cents, invalid: budget.trim() !== '' && cents === undefined };
}

/** Whether the typed dates break the server's rule (the end before the start): the form says so under the end date and does not send. */
export function datesOutOfOrder({ startDate, endDate }: Pick<DatesAndBudget, 'startDate' | 'endDate'>): boolean {
  return !campaignDatesInOrder({ startDate, endDate });
}

/** The start and end dates, the budget and its currency of a campaign's dialog. */
export function DatesAndBudgetFields({ value, onChange }: { value: DatesAndBudget; onChange: (next: DatesAndBudget) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const set = (field: keyof DatesAndBudget, text: string) => onChange({ ...value, [field]: text });
  const { invalid } = budgetOf(value.budget, locale);
  const endBeforeStart = datesOutOfOrder(value);
  return (
    <>
      <Stack direction="row" spacing={2}>
        <TextField
          type="date"
          label={translate('scout.campaigns.fields.startDate')}
          value={value.startDate}
          onChange={(e) => set('startDate', e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': campaignTestIds.startDate } }}
          fullWidth
        />
        <TextField
          type="date"
          label={translate('scout.campaigns.fields.endDate')}
          value={value.endDate}
          onChange={(e) => set('endDate', e.target.value)}
          error={endBeforeStart}
          helperText={endBeforeStart ? translate('scout.campaigns.endBeforeStart') : undefined}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: value.startDate || undefined, 'data-testid': campaignTestIds.endDate },
          }}
          fullWidth
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <TextField
          label={translate('scout.campaigns.fields.budget')}
          value={value.budget}
          onChange={(e) => set('budget', e.target.value)}
          error={invalid}
          helperText={invalid ? translate('scout.campaigns.amountHint') : ' '}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label={translate('scout.campaigns.fields.currency')}
          value={value.currency}
          onChange={(e) => set('currency', e.target.value.toUpperCase())}
          slotProps={{ htmlInput: { maxLength: 3 } }}
          sx={{ width: 120 }}
        />
      </Stack>
    </>
  );
}
