import type { Router } from 'express';
import { loginRequestSchema, signupRequestSchema } from '@scout/contracts/accounts';
import type { AppContext } from '../runtime/context';
import { parseBody } from '@scout/platform/http/validate';
import { mountApiKeys } from './apiKeyRoutes';
import { mountCredentials } from './credentialsRoutes';
import { sendEmailVerificationAfterSignUp } from './credentialsService';
import { mountGoogle } from './google/routes';
import { principalOf, requireSession } from './principal';
import { userView } from './queries';
import { login, logout, signup } from './service';
import { mountAccountSettings } from './settingsRoutes';
import { mountTeam } from './teamRoutes';

export function mountAccounts(router: Router, ctx: AppContext): void {
  const session = requireSession(ctx);
  mountApiKeys(router, ctx);
  mountCredentials(router, ctx);
  mountGoogle(router, ctx);
  mountAccountSettings(router, ctx);
  mountTeam(router, ctx);

  router.post('/customer/auth/signup', async (req, res) => {
    const { token, userId } = await signup(ctx, req, parseBody(req, signupRequestSchema));
    await sendEmailVerificationAfterSignUp(ctx, req, userId);
    res.status(201).json({ token, user: await userView(ctx, userId) });
  });

  router.post('/customer/auth/login', async (req, res) => {
    const { token, userId } = await login(ctx, req, parseBody(req, loginRequestSchema));
    res.json({ token, user: await userView(ctx, userId) });
  });

  router.post('/customer/auth/logout', session, async (req, res) => {
    await logout(ctx, req, principalOf(res));
    res.json({ loggedOut: true });
  });

  router.get('/customer/account/me', session, async (_req, res) => {
    res.json({ user: await userView(ctx, principalOf(res).userId) });
  });
}
