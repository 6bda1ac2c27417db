import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import { Menu as RaMenu } from 'react-admin';

export function Menu() {
  return (
    <RaMenu>
      <RaMenu.Item to="/dashboard" primaryText="scout.menu.dashboard" leftIcon={<DashboardIcon />} />
      <RaMenu.ResourceItem name="profiles" />
    </RaMenu>
  );
}
