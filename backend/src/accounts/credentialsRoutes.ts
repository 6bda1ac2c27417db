import type { Router } from 'express';
import { accountRoutes } from '@scout/contracts/accounts/routes';
import type { AppContext } from '../runtime/context';
import { routeMounter } from '@scout/platform/http/route';
import { limitForgotPassword } from './abuseLimits';
import {
  changePassword,
  checkPasswordResetToken,
  emailVerificationStatus,
  requestPasswordReset,
  resetPassword,
  sendEmailVerification,
  verifyEmail,
} from './credentialsService';
import { principalOf } from './principal';
import { accessGuard } from './routeAccess';

/** The one answer to a reset request, whether or not the email has an account. */
const RESET_REQUESTED = {
  sent: true,
  message: 'If an account exists for this email, a link to reset the password is on its way',
} as const;

/** Email verification, forgotten passwords and password changes. */
export function mountCredentials(router: Router, ctx: AppContext): void {
  const route = routeMounter(router, accessGuard(ctx));

  // The token proves who is verifying: the link may be opened where nobody is signed in.
  route(accountRoutes.verifyEmail, async ({ body: { token } }, req, res) => {
    await verifyEmail(ctx, req, token);
    res.json({ email: 'verified' });
  });

  route(accountRoutes.resendVerifyEmail, async (_input, req, res) => {
    await sendEmailVerification(ctx, req, principalOf(res).userId);
    res.json({ sent: true });
  });

  route(accountRoutes.verifyStatus, async (_input, _req, res) => {
    res.json({ email: await emailVerificationStatus(ctx, principalOf(res).userId) });
  });

  route(accountRoutes.forgotPassword, async ({ body: input }, req, res) => {
    switch (input.method) {
      case 'request':
        await limitForgotPassword(ctx, req, input.email);
        await requestPasswordReset(ctx, req, input.email);
        res.json(RESET_REQUESTED);
        return;
      case 'validate':
        await checkPasswordResetToken(ctx, input.token);
        res.json({ valid: true });
        return;
      case 'change':
        await resetPassword(ctx, req, input.token, input.password);
        res.json({ changed: true });
        return;
    }
  });

  route(accountRoutes.changePassword, async ({ body }, req, res) => {
    await changePassword(ctx, req, principalOf(res), body);
    res.json({ changed: true });
  });
}
