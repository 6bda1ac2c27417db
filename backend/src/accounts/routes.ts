import type { Router } from 'express';
import { accountRoutes } from '@scout/contracts/accounts/routes';
import type { AppContext } from '../runtime/context';
import { routeMounter } from '@scout/platform/http/route';
import { mountApiKeys } from './apiKeyRoutes';
import { mountCredentials } from './credentialsRoutes';
import { sendEmailVerificationAfterSignUp } from './credentialsService';
import { mountGoogle } from './google/routes';
import { principalOf } from './principal';
import { userView } from './queries';
import { accessGuard } from './routeAccess';
import { login, logout, signup } from './service';
import { mountAccountSettings } from './settingsRoutes';
import { mountTeam } from './teamRoutes';

export function mountAccounts(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));
  mountApiKeys(router, ctx);
  mountCredentials(router, ctx);
  mountGoogle(router, ctx);
  mountAccountSettings(router, ctx);
  mountTeam(router, ctx);

  route(accountRoutes.signup, async ({ body }, req, res) => {
    const { token, userId } = await signup(ctx, req, body);
    await sendEmailVerificationAfterSignUp(ctx, req, userId);
    res.status(201).json({ token, user: await userView(ctx, userId) });
  });

  route(accountRoutes.login, async ({ body }, req, res) => {
    res.json(await login(ctx, req, body));
  });

  route(accountRoutes.logout, async (_input, req, res) => {
    await logout(ctx, req, principalOf(res));
    res.json({ loggedOut: true });
  });

  route(accountRoutes.me, async (_input, _req, res) => {
    res.json({ user: await userView(ctx, principalOf(res).userId) });
  });
}
