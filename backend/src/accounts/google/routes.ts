import type { NextFunction, Request, Response, Router } from 'express';
import { accountRoutes } from '@scout/contracts/accounts/routes';
import type { AppContext } from '../../runtime/context';
import { ConflictError, NotFoundError } from '@scout/platform/errors';
import { routeMounter } from '@scout/platform/http/route';
import { userView } from '../queries';
import { accessGuard } from '../routeAccess';
import { googleIdentitySchema } from './identity';
import { verifyGoogleIdToken } from './idToken';
import { GOOGLE_CALLBACK_PATH, GOOGLE_START_PATH, googleAuthenticator, publicUrl } from './redirectFlow';
import { signInWithGoogle } from './signIn';

/** Where the SPA picks up the outcome of the redirect flow; the token travels in the fragment, never in a query. */
const DONE_PATH = '/auth/google/done';
/** The error the SPA shows as "log in with the password or reset it, then sign in with Google". */
export const GOOGLE_LINK_UNVERIFIED_FRAGMENT = 'google_link_unverified';

/**
 * Google sign-in. `POST /customer/auth/login/google` verifies an ID token from the browser and
 * answers 200 `{ token, user }` whether it signed in or signed up; 404 while GOOGLE_CLIENT_ID is
 * unset. The redirect flow (`GET /customer/auth/google` and its callback) is mounted only when
 * GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are both set.
 */
export function mountGoogle(router: Router, ctx: AppContext): void {
  const clientId = (): string => {
    const id = ctx.config.GOOGLE_CLIENT_ID;
    if (!id) throw new NotFoundError('Google sign-in is not configured');
    return id;
  };
  routeMounter(router, accessGuard(ctx))(
    accountRoutes.loginWithGoogle,
    async ({ body: input }, req, res) => {
      const identity = await verifyGoogleIdToken(ctx, clientId(), input.token);
      const { token, userId } = await signInWithGoogle(ctx, req, identity, { newsletter: input.newsletter });
      res.json({ token, user: await userView(ctx, userId) });
    },
    // Unconfigured, the call is not there (404) whatever the body holds.
    {
      require: [
        (_req, _res, next) => {
          clientId();
          next();
        },
      ],
    },
  );

  const { GOOGLE_CLIENT_ID: clientID, GOOGLE_CLIENT_SECRET: clientSecret } = ctx.config;
  if (clientID && clientSecret) mountRedirectFlow(router, ctx, { clientID, clientSecret });
}

function mountRedirectFlow(router: Router, ctx: AppContext, credentials: { clientID: string; clientSecret: string }): void {
  const authenticator = googleAuthenticator(ctx.config, credentials);
  const done = (res: Response, fragment: string) => {
    res.set('Cache-Control', 'no-store');
    res.redirect(302, `${publicUrl(ctx.config, DONE_PATH)}#${fragment}`);
  };

  router.get(GOOGLE_START_PATH, authenticator.authenticate('google', { session: false, prompt: 'select_account' }));

  router.get(GOOGLE_CALLBACK_PATH, (req: Request, res: Response, next: NextFunction) => {
    const finish = async (error: unknown, user: unknown): Promise<void> => {
      const identity = googleIdentitySchema.safeParse(user);
      if (error || !identity.success) {
        if (error) ctx.logger.warn({ err: error }, 'Google sign-in failed');
        done(res, 'error=google_sign_in_failed');
        return;
      }
      try {
        const { token } = await signInWithGoogle(ctx, req, identity.data);
        done(res, `token=${encodeURIComponent(token)}`);
      } catch (refusal) {
        // An existing account whose email is not verified (see signInWithGoogle): the SPA says what to do.
        if (!(refusal instanceof ConflictError)) throw refusal;
        done(res, `error=${GOOGLE_LINK_UNVERIFIED_FRAGMENT}`);
      }
    };
    // A browser navigation, not an API call: every failure goes back to the SPA as an error fragment.
    const finishOrReport = (error: unknown, user: unknown): void => {
      finish(error, user).catch((failure: unknown) => {
        ctx.logger.error({ err: failure }, 'Google sign-in could not be completed');
        if (res.headersSent) next(failure);
        else done(res, 'error=google_sign_in_failed');
      });
    };
    const middleware: (req: Request, res: Response, next: NextFunction) => void = authenticator.authenticate(
      'google',
      { session: false },
      finishOrReport,
    );
    middleware(req, res, next);
  });
}
