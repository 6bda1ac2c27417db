import { accountRoutes } from './accounts/routes';
import { billingRoutes } from './billing/routes';
import { campaignRoutes } from './campaigns/routes';
import { connectRoutes } from './connect/routes';
import { contentRoutes } from './content/routes';
import { customFieldRoutes } from './customFields/routes';
import { dashboardRoutes } from './dashboard/routes';
import { discoveryRoutes } from './discovery/routes';
import { importRoutes } from './imports/routes';
import { integrationRoutes } from './integrations/routes';
import { listRoutes } from './lists/routes';
import { platformRoutes } from './platform/platformRoutes';
import type { RouteDef } from './platform/routes';
import { profileRoutes } from './profiles/routes';
import { whitelabelRoutes } from './whitelabel/routes';

/** The route table: every HTTP call of the API under `/api/v1`, by feature and name. */
export const routes = {
  accounts: accountRoutes,
  billing: billingRoutes,
  campaigns: campaignRoutes,
  connect: connectRoutes,
  content: contentRoutes,
  customFields: customFieldRoutes,
  dashboard: dashboardRoutes,
  discovery: discoveryRoutes,
  imports: importRoutes,
  integrations: integrationRoutes,
  lists: listRoutes,
  platform: platformRoutes,
  profiles: profileRoutes,
  whitelabel: whitelabelRoutes,
} as const;

/** Every route of the table, once each. */
export const allRoutes: readonly RouteDef[] = Object.values(routes).flatMap((group) => Object.values(group) as RouteDef[]);
