import ContentIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { LinearProgress } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Menu } from 'react-admin';
import { CONTENT_MENU_TEST_ID, CONTENT_ROUTE, CONTENTS_ROUTE } from './paths';

export { CONTENT_ROUTE, CONTENTS_ROUTE };

// The screens load on first visit (one chunk, see lazyScreens): their code stays out of the main bundle.
const ContentListPage = lazy(() => import('./lazyScreens').then((module) => ({ default: module.ContentListPage })));
const ContentPage = lazy(() => import('./lazyScreens').then((module) => ({ default: module.ContentPage })));
const ProfileStoriesGrid = lazy(() => import('./lazyScreens').then((module) => ({ default: module.ProfileStoriesGrid })));
const CampaignStoriesGrid = lazy(() => import('./lazyScreens').then((module) => ({ default: module.CampaignStoriesGrid })));

export const ContentListScreen = () => (
  <Suspense fallback={<LinearProgress />}>
    <ContentListPage />
  </Suspense>
);

export const ContentScreen = () => (
  <Suspense fallback={<LinearProgress />}>
    <ContentPage />
  </Suspense>
);

export function ContentMenuItem() {
  return <Menu.Item to={CONTENTS_ROUTE} primaryText="scout.menu.contents" leftIcon={<ContentIcon />} data-testid={CONTENT_MENU_TEST_ID} />;
}

/** The stories grid of a profile page, loaded on demand. */
export const ProfileStories = (props: { profileId: string; username: string }) => (
  <Suspense fallback={<LinearProgress />}>
    <ProfileStoriesGrid {...props} />
  </Suspense>
);

/** The stories grid of a campaign page (its influencers' stories), loaded on demand. */
export const CampaignStories = (props: { influencers: ReadonlyArray<{ influencerId: string; username: string }> }) => (
  <Suspense fallback={<LinearProgress />}>
    <CampaignStoriesGrid {...props} />
  </Suspense>
);
