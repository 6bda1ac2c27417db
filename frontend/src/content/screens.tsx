import { lazyScreen } from '../platform/lazyScreen';

export { CONTENT_ROUTE, CONTENTS_ROUTE, STORIES_ROUTE } from './paths';

// The content screens and the stories grids share one chunk (see lazyScreens).
export const ContentListScreen = lazyScreen(() => import('./lazyScreens').then((module) => module.ContentListPage));
export const ContentScreen = lazyScreen(() => import('./lazyScreens').then((module) => module.ContentPage));
/** The Stories screen (`/stories`). */
export const StoriesScreen = lazyScreen(() => import('./lazyScreens').then((module) => module.StoriesPage));
/** The stories grid of a profile page. */
export const ProfileStories = lazyScreen(() => import('./lazyScreens').then((module) => module.ProfileStoriesGrid));
/** The stories grid of a campaign page (its influencers' stories). */
export const CampaignStories = lazyScreen(() => import('./lazyScreens').then((module) => module.CampaignStoriesGrid));
