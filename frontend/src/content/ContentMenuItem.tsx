import ContentIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { Menu } from 'react-admin';
import { CONTENT_MENU_TEST_ID, CONTENTS_ROUTE } from './paths';

export function ContentMenuItem() {
  return <Menu.Item to={CONTENTS_ROUTE} primaryText="scout.menu.contents" leftIcon={<ContentIcon />} data-testid={CONTENT_MENU_TEST_ID} />;
}
