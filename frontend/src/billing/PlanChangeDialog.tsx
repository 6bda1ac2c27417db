import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatDate } from '../platform/dates';
import { moneyText } from '../platform/money';
import { changePlan, previewPlanChange, type BillingInterval } from './billingApi';
import { planChangeTestIds } from './testIds';
import { useBillingChanged, usePlanName, useUpgradeFailure } from './useBilling';

interface PlanChangeDialogProps {
  plan: string;
  interval: BillingInterval;
  onClose: () => void;
}

/**
 * Moving a live subscription to another plan or interval: what it costs now (the lines of the
 * prorated invoice) and what the next invoice will be; Confirm applies exactly this preview.
 */
export function PlanChangeDialog({ plan, interval, onClose }: PlanChangeDialogProps) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const notify = useNotify();
  const planName = usePlanName();
  const changed = useBillingChanged();
  const failure = useUpgradeFailure();
  // A query, not an effect: asked once per plan and interval, also under StrictMode's double mount.
  const preview = useQuery({
    queryKey: ['scout', 'billing', 'preview', plan, interval],
    queryFn: () => previewPlanChange(plan, interval),
    retry: false,
    gcTime: 0,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const apply = useMutation({
    mutationFn: (prorationDate: number) => changePlan({ plan, interval, prorationDate }),
    onSuccess: async (billing) => {
      await changed(billing);
      notify('scout.billing.preview.changed', { type: 'success', messageArgs: { plan: planName(billing.plan) } });
      onClose();
    },
    onError: (error) => {
      onClose();
      failure(error);
    },
  });

  const previewError = preview.error;
  useEffect(() => {
    if (!previewError) return;
    onClose();
    failure(previewError);
  }, [previewError, onClose, failure]);

  const data = preview.data;
  const money = (cents: number) => moneyText(cents, data?.currency ?? 'EUR', locale);

  return (
    <Dialog open onClose={apply.isPending ? undefined : onClose} maxWidth="sm" fullWidth data-testid={planChangeTestIds.dialog}>
      <DialogTitle>
        {translate('scout.billing.preview.title', { plan: planName(plan) })}
        <Typography variant="body2" color="text.secondary">
          {translate(interval === 'year' ? 'scout.billing.preview.intervalYear' : 'scout.billing.preview.intervalMonth')}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {!data ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid={planChangeTestIds.loading}>
            <CircularProgress size={20} />
            <Typography>{translate('scout.billing.preview.loading')}</Typography>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Table size="small">
              <TableBody>
                {data.lines.map((line, index) => (
                  <TableRow key={index} data-testid={planChangeTestIds.line}>
                    <TableCell>{line.description}</TableCell>
                    <TableCell align="right">{money(line.amountCents)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{translate('scout.billing.preview.dueNow')}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }} data-testid={planChangeTestIds.dueNow}>
                    {money(data.amountDueNowCents)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
            <Typography color="text.secondary" data-testid={planChangeTestIds.nextInvoice}>
              {data.nextInvoice.date
                ? translate('scout.billing.preview.nextInvoice', {
                    amount: money(data.nextInvoice.amountDueCents),
                    date: formatDate(data.nextInvoice.date, locale),
                  })
                : translate('scout.billing.preview.nextInvoiceNoDate', { amount: money(data.nextInvoice.amountDueCents) })}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={apply.isPending} data-testid={planChangeTestIds.cancel}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!data || apply.isPending}
          onClick={() => data && apply.mutate(data.prorationDate)}
          data-testid={planChangeTestIds.confirm}
        >
          {translate('scout.billing.preview.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
