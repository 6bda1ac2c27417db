import ContentIcon from '@mui/icons-material/PhotoLibraryOutlined';
import StoriesIcon from '@mui/icons-material/WebStoriesOutlined';
import { Menu } from 'react-admin';
import { CONTENT_MENU_TEST_ID, CONTENTS_ROUTE, STORIES_MENU_TEST_ID, STORIES_ROUTE } from './paths';

export function ContentMenuItem() {
  return <Menu.Item to={CONTENTS_ROUTE} primaryText="scout.menu.contents" leftIcon={<ContentIcon />} data-testid={CONTENT_MENU_TEST_ID} />;
}

export function StoriesMenuItem() {
  return <Menu.Item to={STORIES_ROUTE} primaryText="scout.menu.stories" leftIcon={<StoriesIcon />} data-testid={STORIES_MENU_TEST_ID} />;
}
