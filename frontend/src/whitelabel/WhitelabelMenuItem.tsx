import PaletteIcon from '@mui/icons-material/PaletteOutlined';
import { Menu, usePermissions } from 'react-admin';
import { canManageWhitelabel } from './permissions';
import { whitelabelTestIds } from './testIds';

/** `/whitelabel` in the menu, for owners and admins only. */
export function WhitelabelMenuItem() {
  const { permissions } = usePermissions<unknown>();
  if (!canManageWhitelabel(permissions)) return null;
  return (
    <Menu.Item to="/whitelabel" primaryText="scout.whitelabel.menu" leftIcon={<PaletteIcon />} data-testid={whitelabelTestIds.menuItem} />
  );
}
