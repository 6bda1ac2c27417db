import AccountIcon from '@mui/icons-material/ManageAccountsOutlined';
import CodeIcon from '@mui/icons-material/Code';
import SetupIcon from '@mui/icons-material/OndemandVideoOutlined';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import ListsIcon from '@mui/icons-material/ListAltOutlined';
import { CampaignsMenuItem } from '../campaigns/CampaignsMenuItem';
import { ContentMenuItem, StoriesMenuItem } from '../content/ContentMenuItem';
import { DiscoverMenuItem, ProfileBankMenuItem } from '../discovery/menuItems';
import FieldsIcon from '@mui/icons-material/TuneOutlined';
import { Menu as RaMenu } from 'react-admin';
import { accountTestIds } from '../accounts/testIds';
import { BillingMenuItem } from '../billing/BillingMenuItem';
import { developerTestIds } from '../developer/testIds';
import { TeamMenuItem } from '../team/TeamMenuItem';
import { WhitelabelMenuItem } from '../whitelabel/WhitelabelMenuItem';

export function Menu() {
  return (
    <RaMenu>
      <RaMenu.Item to="/dashboard" primaryText="scout.menu.dashboard" leftIcon={<DashboardIcon />} />
      <DiscoverMenuItem />
      <RaMenu.ResourceItem name="profiles" />
      <ContentMenuItem />
      <StoriesMenuItem />
      <ProfileBankMenuItem />
      <CampaignsMenuItem />
      <RaMenu.Item to="/lists" primaryText="scout.menu.lists" leftIcon={<ListsIcon />} data-testid="menu-lists" />
      <RaMenu.Item to="/custom-fields" primaryText="scout.menu.customFields" leftIcon={<FieldsIcon />} data-testid="menu-custom-fields" />
      <RaMenu.Item to="/developer" primaryText="scout.menu.developer" leftIcon={<CodeIcon />} data-testid={developerTestIds.menuItem} />
      <TeamMenuItem />
      <WhitelabelMenuItem />
      <BillingMenuItem />
      <RaMenu.Item to="/setup" primaryText="scout.menu.setup" leftIcon={<SetupIcon />} data-testid="menu-setup" />
      <RaMenu.Item to="/account" primaryText="scout.menu.account" leftIcon={<AccountIcon />} data-testid={accountTestIds.menuItem} />
    </RaMenu>
  );
}
