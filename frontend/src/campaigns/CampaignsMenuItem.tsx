import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import { Menu, usePermissions } from 'react-admin';
import { CAMPAIGNS_ROUTE } from './campaignPaths';
import { canSeeCampaigns } from './permissions';
import { campaignTestIds } from './testIds';

/** `/campaigns` in the menu, for the team (guests never see campaigns). */
export function CampaignsMenuItem() {
  const { permissions } = usePermissions<unknown>();
  if (!canSeeCampaigns(permissions)) return null;
  return (
    <Menu.Item to={CAMPAIGNS_ROUTE} primaryText="scout.menu.campaigns" leftIcon={<CampaignIcon />} data-testid={campaignTestIds.menuItem} />
  );
}
