import { Box } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, LocalesMenuButton, TitlePortal } from 'react-admin';
import { BrandName } from '../whitelabel/BrandName';
import { LOCALES } from '../platform/locales';

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
      <BrandName />
      <TitlePortal variant="subtitle1" />
    </RaAppBar>
  );
}
