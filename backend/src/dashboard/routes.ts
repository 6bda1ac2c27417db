import type { Router } from 'express';
import { dashboardRoutes } from '@scout/contracts/dashboard/routes';
import { routeMounter } from '@scout/platform/http/route';
import { principalOf } from '../accounts/principal';
import { accessGuard } from '../accounts/routeAccess';
import type { AppContext } from '../runtime/context';
import { home } from './queries';

export function mountDashboard(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));

  route(dashboardRoutes.home, async (_input, _req, res) => {
    res.json(await home(ctx, principalOf(res).orgId));
  });
}
