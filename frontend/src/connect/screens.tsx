import { lazyScreen } from '../platform/lazyScreen';

export { CONNECT_REDIRECT_ROUTE, CONNECT_ROUTE } from './paths';

// The creator's pages.
export const ConnectScreen = lazyScreen(() => import('./ConnectPage').then((module) => module.default));
export const ConnectRedirectScreen = lazyScreen(() => import('./ConnectRedirectPage').then((module) => module.default));
