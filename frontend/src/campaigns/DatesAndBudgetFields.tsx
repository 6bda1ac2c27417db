import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { amountToCents } from './money';

/** A campaign's dates and budget as typed: what the create and edit dialogs share. */
export interface DatesAndBudget {
  startDate: string;
  endDate: string;
  budget: string;
  currency: string;
}

/** The typed budget in cents (undefined when empty), and whether what was typed is no amount. */
export function budgetOf(budget: string): { cents: number | undefined; invalid: boolean } {
  const cents = budget.trim() === '' ? undefined : amountToCents(budget);
  return { cents, invalid: budget.trim() !== '' && cents === undefined };
}

/** The start and end dates, the budget and its currency of a campaign's dialog. */
export function DatesAndBudgetFields({ value, onChange }: { value: DatesAndBudget; onChange: (next: DatesAndBudget) => void }) {
  const translate = useTranslate();
  const set = (field: keyof DatesAndBudget, text: string) => onChange({ ...value, [field]: text });
  const { invalid } = budgetOf(value.budget);
  return (
    <>
      <Stack direction="row" spacing={2}>
        <TextField
          type="date"
          label={translate('scout.campaigns.fields.startDate')}
          value={value.startDate}
          onChange={(e) => set('startDate', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextField
          type="date"
          label={translate('scout.campaigns.fields.endDate')}
          value={value.endDate}
          onChange={(e) => set('endDate', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
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
