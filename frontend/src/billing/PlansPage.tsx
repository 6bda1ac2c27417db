import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PlanCards } from './PlanCards';
import { plansTestIds } from './testIds';
import { useCanManageBilling } from './permissions';

/** `/plans`: the plans on sale and the current one; the owner buys or changes the plan here. */
export default function PlansPage() {
  const translate = useTranslate();
  const { canManage, isPending } = useCanManageBilling();
  const [search] = useSearchParams();
  const canceled = search.get('checkout') === 'canceled';

  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 1200 }} data-testid={plansTestIds.page}>
      <Title title="scout.billing.plans.title" />
      <Typography variant="body2" color="text.secondary">
        {translate('scout.billing.plans.intro')}
      </Typography>
      {canceled ? (
        <Alert severity="info" data-testid={plansTestIds.checkoutCanceled}>
          {translate('scout.billing.plans.checkoutCanceled')}
        </Alert>
      ) : null}
      {isPending ? <CircularProgress size={24} /> : <PlanCards canManage={canManage} />}
    </Stack>
  );
}
