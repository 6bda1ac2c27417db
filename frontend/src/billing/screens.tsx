import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { LinearProgress } from '@mui/material';
import { lazy, Suspense, type ReactNode } from 'react';
import { Menu } from 'react-admin';
import { billingTestIds } from './testIds';
import { useCanManageBilling } from './permissions';

export const PLANS_ROUTE = '/plans';
export const BILLING_ROUTE = '/billing';
/** Where Stripe's Checkout sends the customer back (`?session_id=…`); no layout, so it works while access is blocked. */
export const CHECKOUT_RETURN_ROUTE = '/checkout/return';
export const TRIAL_END_ROUTE = '/trial-end';

// The screens load on first visit: their code stays out of the main bundle.
const PlansPage = lazy(() => import('./PlansPage'));
const BillingPage = lazy(() => import('./BillingPage'));
const CheckoutReturnPage = lazy(() => import('./CheckoutReturnPage'));
const TrialEndPage = lazy(() => import('./TrialEndPage'));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LinearProgress />}>{children}</Suspense>;
}

export const PlansScreen = () => (
  <Loading>
    <PlansPage />
  </Loading>
);

export const BillingScreen = () => (
  <Loading>
    <BillingPage />
  </Loading>
);

export const CheckoutReturnScreen = () => (
  <Loading>
    <CheckoutReturnPage />
  </Loading>
);

export const TrialEndScreen = () => (
  <Loading>
    <TrialEndPage />
  </Loading>
);

/** `/billing` in the menu, for the owner only. */
export function BillingMenuItem() {
  const { canManage } = useCanManageBilling();
  if (!canManage) return null;
  return <Menu.Item to={BILLING_ROUTE} primaryText="scout.menu.billing" leftIcon={<ReceiptIcon />} data-testid={billingTestIds.menuItem} />;
}
