import type { Router } from 'express';
import {
  accountConfigRequestSchema,
  countryRequestSchema,
  createTicketRequestSchema,
  requestSearchCreditsRequestSchema,
  statusFlagsRequestSchema,
  surveyRequestSchema,
  updateUserInfoRequestSchema,
  usageQuerySchema,
} from '@scout/contracts/accounts';
import type { AppContext } from '../runtime/context';
import { parseBody, parseQuery } from '@scout/platform/http/validate';
import { allow, principalOf } from './principal';
import { userView } from './queries';
import { requireVerifiedEmail } from './requireVerifiedEmail';
import * as settings from './settingsService';

/** The account and organisation settings of "Auth and account" (spec section 7). */
export function mountAccountSettings(router: Router, ctx: AppContext): void {
  const self = allow(ctx, 'account:self');
  const manage = allow(ctx, 'organization:manage');
  const verified = requireVerifiedEmail(ctx);

  router.put('/customer/account/updateUserInfo', self, async (req, res) => {
    const principal = principalOf(res);
    await settings.updateUserInfo(ctx, req, principal, parseBody(req, updateUserInfoRequestSchema));
    res.json({ user: await userView(ctx, principal.userId) });
  });

  router.get('/customer/account/usage', self, async (req, res) => {
    const { fields } = parseQuery(req, usageQuerySchema);
    res.json(await settings.usageReport(ctx, principalOf(res).orgId, fields));
  });

  router.get('/customer/account/organization', self, async (_req, res) => {
    res.json({ orgInfo: (await userView(ctx, principalOf(res).userId)).orgInfo });
  });

  router.post('/customer/account/survey', manage, async (req, res) => {
    await settings.submitSurvey(ctx, req, principalOf(res), parseBody(req, surveyRequestSchema).data);
    res.json({ surveyStatus: 'completed' });
  });

  router.put('/customer/account/config', manage, async (req, res) => {
    res.json({ accountConfig: await settings.changeAccountConfig(ctx, req, principalOf(res), parseBody(req, accountConfigRequestSchema)) });
  });

  router.put('/customer/account/status-flags', self, async (req, res) => {
    res.json({ statusFlags: await settings.setStatusFlags(ctx, req, principalOf(res), parseBody(req, statusFlagsRequestSchema)) });
  });

  router.put('/customer/country', manage, async (req, res) => {
    const { country } = parseBody(req, countryRequestSchema);
    await settings.changeCountry(ctx, req, principalOf(res), country);
    res.json({ country });
  });

  router.post('/customer/create-ticket', self, async (req, res) => {
    const ticketId = await settings.createTicket(ctx, req, principalOf(res), parseBody(req, createTicketRequestSchema));
    res.status(201).json({ ticketId });
  });

  // `POST /customer/account/search-export` and its progress: discovery/routes.ts (the export runs the discover search).

  router.post('/customer/account/request-search-credits', manage, verified, async (req, res) => {
    const requestId = await settings.requestSearchCredits(ctx, req, principalOf(res), parseBody(req, requestSearchCreditsRequestSchema));
    res.status(201).json({ requestId });
  });
}
