import GroupIcon from '@mui/icons-material/GroupOutlined';
import { Menu, usePermissions } from 'react-admin';
import { canManageTeam } from './permissions';
import { teamTestIds } from './testIds';

/** `/team` in the menu, for owners and admins only. */
export function TeamMenuItem() {
  const { permissions } = usePermissions<unknown>();
  if (!canManageTeam(permissions)) return null;
  return <Menu.Item to="/team" primaryText="scout.team.menu" leftIcon={<GroupIcon />} data-testid={teamTestIds.menuItem} />;
}
