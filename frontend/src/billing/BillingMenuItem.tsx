import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Menu } from 'react-admin';
import { useCanManageBilling } from './permissions';
import { BILLING_ROUTE } from './billingPaths';
import { billingTestIds } from './testIds';

/** `/billing` in the menu, for the owner only. */
export function BillingMenuItem() {
  const { canManage } = useCanManageBilling();
  if (!canManage) return null;
  return <Menu.Item to={BILLING_ROUTE} primaryText="scout.menu.billing" leftIcon={<ReceiptIcon />} data-testid={billingTestIds.menuItem} />;
}
