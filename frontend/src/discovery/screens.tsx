import DiscoverIcon from '@mui/icons-material/TravelExploreOutlined';
import BankIcon from '@mui/icons-material/StorageOutlined';
import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Menu } from 'react-admin';
import { DISCOVER_ROUTE, PROFILE_BANK_ROUTE } from './paths';
import { discoverTestIds } from './testIds';

export { DISCOVER_ROUTE, PROFILE_BANK_ROUTE };

// The screens load on first visit: their code stays out of the main bundle.
const DiscoverPage = lazy(() => import('./DiscoverPage'));
const ProfileBankPage = lazy(() => import('./ProfileBankPage'));

export function DiscoverScreen() {
  return (
    <Suspense fallback={<LinearProgress />}>
      <DiscoverPage />
    </Suspense>
  );
}

export function ProfileBankScreen() {
  return (
    <Suspense fallback={<LinearProgress />}>
      <ProfileBankPage />
    </Suspense>
  );
}

export function DiscoverMenuItem() {
  return <Menu.Item to={DISCOVER_ROUTE} primaryText="scout.menu.discover" leftIcon={<DiscoverIcon />} data-testid={discoverTestIds.menuDiscover} />;
}

export function ProfileBankMenuItem() {
  return <Menu.Item to={PROFILE_BANK_ROUTE} primaryText="scout.menu.profileBank" leftIcon={<BankIcon />} data-testid={discoverTestIds.menuProfileBank} />;
}
