import { Box, Typography } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, TitlePortal } from 'react-admin';
import { LOCALES } from './i18n/i18nProvider';

function AppBarToolbar() {
  return (
    <>
      <Box data-testid="language-switcher">
        <LocalesMenuButton languages={LOCALES} />
      </Box>
      <LoadingIndicator />
    </>
  );
}

export function AppBar() {
  return (
    <RaAppBar toolbar={<AppBarToolbar />}>
      <Typography variant="h6" component="span" sx={{ fontWeight: 700, color: 'primary.main', mr: 2 }}>
        Scout
      </Typography>
      <TitlePortal variant="subtitle1" />
    </RaAppBar>
  );
}
