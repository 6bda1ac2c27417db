import type { Router } from 'express';
import { allow, principalOf } from '../accounts/principal';
import type { AppContext } from '../runtime/context';
import { home } from './queries';

export function mountDashboard(router: Router, ctx: AppContext): void {
  router.get('/customer/home', allow(ctx, 'dashboard:read'), async (_req, res) => {
    res.json(await home(ctx, principalOf(res).orgId));
  });
}
