import DiscoverIcon from '@mui/icons-material/TravelExploreOutlined';
import BankIcon from '@mui/icons-material/StorageOutlined';
import { Menu } from 'react-admin';
import { DISCOVER_ROUTE, PROFILE_BANK_ROUTE } from './paths';
import { discoverTestIds } from './testIds';

export function DiscoverMenuItem() {
  return (
    <Menu.Item
      to={DISCOVER_ROUTE}
      primaryText="scout.menu.discover"
      leftIcon={<DiscoverIcon />}
      data-testid={discoverTestIds.menuDiscover}
    />
  );
}

export function ProfileBankMenuItem() {
  return (
    <Menu.Item
      to={PROFILE_BANK_ROUTE}
      primaryText="scout.menu.profileBank"
      leftIcon={<BankIcon />}
      data-testid={discoverTestIds.menuProfileBank}
    />
  );
}
