import AccountIcon from '@mui/icons-material/ManageAccountsOutlined';
import CodeIcon from '@mui/icons-material/Code';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import { Menu as RaMenu } from 'react-admin';
import { accountTestIds } from '../accounts/testIds';
import { developerTestIds } from '../developer/testIds';

export function Menu() {
  return (
    <RaMenu>
      <RaMenu.Item to="/dashboard" primaryText="scout.menu.dashboard" leftIcon={<DashboardIcon />} />
      <RaMenu.ResourceItem name="profiles" />
      <RaMenu.Item to="/developer" primaryText="scout.menu.developer" leftIcon={<CodeIcon />} data-testid={developerTestIds.menuItem} />
      <RaMenu.Item to="/account" primaryText="scout.menu.account" leftIcon={<AccountIcon />} data-testid={accountTestIds.menuItem} />
    </RaMenu>
  );
}
