import { Box, Container, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { LocalesMenuButton } from 'react-admin';
import { LOCALES } from '../platform/locales';
import { BrandName } from '../whitelabel/BrandName';

/** The frame of the pages anyone with the link may open: the brand, the language, no menu. */
export function PublicFrame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', pb: 4 }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <BrandName />
        <LocalesMenuButton languages={LOCALES} />
      </Stack>
      <Container maxWidth="xl" sx={{ mt: 2 }}>
        {children}
      </Container>
    </Box>
  );
}
