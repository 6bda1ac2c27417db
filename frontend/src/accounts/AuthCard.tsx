import { Box, Card, CardContent, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LocalesMenuButton, useCheckAuth, useTranslate } from 'react-admin';
import { LOCALES } from '../platform/locales';

interface AuthCardProps {
  title: string;
  children: ReactNode;
  /** Off where a signed-in user also belongs, such as the verify-email link. */
  redirectSignedIn?: boolean;
}

/** The frame of the login, sign-up and password pages; someone already signed in goes to the app. */
export function AuthCard({ title, children, redirectSignedIn = true }: AuthCardProps) {
  const translate = useTranslate();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (!redirectSignedIn) return;
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => undefined);
  }, [checkAuth, navigate, redirectSignedIn]);

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', bgcolor: 'background.default', px: 2 }}
    >
      <Box sx={{ alignSelf: 'flex-end', p: 1 }}>
        <LocalesMenuButton languages={LOCALES} />
      </Box>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, color: 'primary.main', mt: 4, mb: 2 }}>
        Scout
      </Typography>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h6" component="h1" gutterBottom>
            {translate(title)}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
