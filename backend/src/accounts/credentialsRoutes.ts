import type { Router } from 'express';
import { changePasswordRequestSchema, forgotPasswordRequestSchema, verifyEmailRequestSchema } from '@scout/contracts/accounts';
import type { AppContext } from '../runtime/context';
import { parseBody } from '@scout/platform/http/validate';
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
import { principalOf, requireSession } from './principal';

/** The one answer to a reset request, whether or not the email has an account. */
const RESET_REQUESTED = {
  sent: true,
  message: 'If an account exists for this email, a link to reset the password is on its way',
} as const;

/** Email verification, forgotten passwords and password changes. */
export function mountCredentials(router: Router, ctx: AppContext): void {
  const session = requireSession(ctx);

  // The token proves who is verifying: the link may be opened where nobody is signed in.
  router.post('/customer/account/verify-email', async (req, res) => {
    await verifyEmail(ctx, req, parseBody(req, verifyEmailRequestSchema).token);
    res.json({ email: 'verified' });
  });

  router.get('/customer/account/resend-verify-email', session, async (req, res) => {
    await sendEmailVerification(ctx, req, principalOf(res).userId);
    res.json({ sent: true });
  });

  router.get('/customer/account/verify-status', session, async (_req, res) => {
    res.json({ email: await emailVerificationStatus(ctx, principalOf(res).userId) });
  });

  router.post('/customer/auth/forgot-password', async (req, res) => {
    const input = parseBody(req, forgotPasswordRequestSchema);
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

  router.put('/customer/account/changePassword', session, async (req, res) => {
    await changePassword(ctx, req, principalOf(res), parseBody(req, changePasswordRequestSchema));
    res.json({ changed: true });
  });
}
