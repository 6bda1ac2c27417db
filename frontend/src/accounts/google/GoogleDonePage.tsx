import { Alert, Link, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AuthCard } from '../AuthCard';
import { useStartSession } from '../useStartSession';
import { readGoogleFragment } from './googleFragment';

const FAILED = 'scout.auth.google.failed';

/** `/auth/google/done`: the end of the Google redirect flow; the token arrives in the fragment. */
export function GoogleDonePage() {
  const translate = useTranslate();
  const startSession = useStartSession();
  /** The message key of a failure, null while signing in. */
  const [failed, setFailed] = useState<string | null>(null);
  // Runs once: the fragment is gone after the first run.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const outcome = readGoogleFragment(window.location.hash);
    // The token must not stay in the address bar or the history.
    window.history.replaceState(null, '', window.location.pathname);
    if ('token' in outcome) startSession({ sessionToken: outcome.token }, '/').catch(() => setFailed(FAILED));
    else setFailed(outcome.error === 'google_link_unverified' ? 'scout.auth.google.linkUnverified' : FAILED);
  }, [startSession]);

  return (
    <AuthCard title="scout.auth.google.title">
      <Stack spacing={2} sx={{ mt: 1 }} data-testid="google-done">
        {failed ? (
          <>
            <Alert severity="error">{translate(failed)}</Alert>
            <Link component={RouterLink} to="/login">
              {translate('scout.auth.toSignIn')}
            </Link>
          </>
        ) : (
          <Alert severity="info">{translate('scout.auth.google.signingIn')}</Alert>
        )}
      </Stack>
    </AuthCard>
  );
}
