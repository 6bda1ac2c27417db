import GoogleIcon from '@mui/icons-material/Google';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { fetchPublicConfig, PUBLIC_CONFIG_PATH } from '../../platform/widgets/publicConfigApi';
import { GOOGLE_SIGN_IN_PATH } from './googleFragment';

/** Shown only when the server offers sign-in with Google. */
export function GoogleSignInButton() {
  const translate = useTranslate();
  const { data } = useQuery({ queryKey: [PUBLIC_CONFIG_PATH], queryFn: ({ signal }) => fetchPublicConfig(signal), staleTime: Infinity });
  if (!data?.googleSignIn) return null;
  return (
    <Button variant="outlined" startIcon={<GoogleIcon />} href={GOOGLE_SIGN_IN_PATH} data-testid="login-google">
      {translate('scout.auth.google.button')}
    </Button>
  );
}
