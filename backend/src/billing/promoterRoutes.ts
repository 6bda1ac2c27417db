import type { Router } from 'express';
import type { z } from 'zod';
import { billingRoutes } from '@scout/contracts/billing/routes';
import type { promoterResponseSchema } from '@scout/contracts/billing/responses';
import { accessGuard } from '../accounts/routeAccess';
import type { AppContext } from '../runtime/context';
import { NotFoundError } from '@scout/platform/errors';
import { routeMounter } from '@scout/platform/http/route';

type PromoterResponse = z.infer<typeof promoterResponseSchema>;

/**
 * `GET /customer/promoter/{id}`: public (the sign-up page asks before anyone has an account); the
 * promoter behind a referral id, from `REFERRAL_PROMOTERS`. Only the configured ids are known.
 */
export function mountPromoter(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));
  route(billingRoutes.promoter, ({ params: { id } }, _req, res) => {
    const promoters = ctx.config.REFERRAL_PROMOTERS;
    // Own keys only: `constructor` or `__proto__` are referral ids by their letters, never promoters.
    const name = Object.hasOwn(promoters, id) ? promoters[id] : undefined;
    if (typeof name !== 'string') throw new NotFoundError('Unknown referral');
    const body: PromoterResponse = { id, name };
    res.json(body);
  });
}
