import type { Router } from 'express';
import { accountRoutes } from '@scout/contracts/accounts/routes';
import type { AppContext } from '../runtime/context';
import { routeMounter } from '@scout/platform/http/route';
import { principalOf } from './principal';
import { userView } from './queries';
import { requireVerifiedEmail } from './requireVerifiedEmail';
import { accessGuard } from './routeAccess';
import * as settings from './settingsService';

/** The account and organisation settings of "Auth and account" (spec section 7). */
export function mountAccountSettings(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));

  route(accountRoutes.updateUserInfo, async ({ body }, req, res) => {
    const principal = principalOf(res);
    await settings.updateUserInfo(ctx, req, principal, body);
    res.json({ user: await userView(ctx, principal.userId) });
  });

  route(accountRoutes.usage, async ({ query: { fields } }, _req, res) => {
    res.json(await settings.usageReport(ctx, principalOf(res).orgId, fields));
  });

  route(accountRoutes.organization, async (_input, _req, res) => {
    res.json({ orgInfo: (await userView(ctx, principalOf(res).userId)).orgInfo });
  });

  route(accountRoutes.survey, async ({ body: { data } }, req, res) => {
    await settings.submitSurvey(ctx, req, principalOf(res), data);
    res.json({ surveyStatus: 'completed' });
  });

  route(accountRoutes.config, async ({ body }, req, res) => {
    res.json({ accountConfig: await settings.changeAccountConfig(ctx, req, principalOf(res), body) });
  });

  route(accountRoutes.statusFlags, async ({ body }, req, res) => {
    res.json({ statusFlags: await settings.setStatusFlags(ctx, req, principalOf(res), body) });
  });

  route(accountRoutes.country, async ({ body: { country } }, req, res) => {
    await settings.changeCountry(ctx, req, principalOf(res), country);
    res.json({ country });
  });

  route(accountRoutes.ticket, async ({ body }, req, res) => {
    const ticketId = await settings.createTicket(ctx, req, principalOf(res), body);
    res.status(201).json({ ticketId });
  });

  // `POST /customer/account/search-export` and its progress: discovery/routes.ts (the export runs the discover search).

  route(
    accountRoutes.requestSearchCredits,
    async ({ body }, req, res) => {
      const requestId = await settings.requestSearchCredits(ctx, req, principalOf(res), body);
      res.status(201).json({ requestId });
    },
    { require: [requireVerifiedEmail(ctx)] },
  );
}
