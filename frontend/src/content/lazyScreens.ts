/**
 * Everything the content screens load on demand, as one chunk: one dynamic entry instead of four
 * keeps the bundler from re-splitting the modules they share with the main bundle.
 */
export { default as ContentListPage } from './ContentListPage';
export { default as ContentPage } from './ContentPage';
export { default as StoriesPage } from './StoriesPage';
export { CampaignStoriesGrid, ProfileStoriesGrid } from './StoriesGrid';
