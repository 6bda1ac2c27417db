import { lazyScreen } from '../platform/lazyScreen';

export { DISCOVER_ROUTE, PROFILE_BANK_ROUTE } from './paths';

export const DiscoverScreen = lazyScreen(() => import('./DiscoverPage').then((module) => module.default));
export const ProfileBankScreen = lazyScreen(() => import('./ProfileBankPage').then((module) => module.default));
