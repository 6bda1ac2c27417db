import { Box, Button, Chip, createTheme, Paper, Stack, ThemeProvider, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { WhitelabelColors } from '@scout/contracts/whitelabel/constants';
import { buildTheme } from '../platform/theme';
import { whitelabelTestIds } from './testIds';

/** A small app bar, buttons and text in the chosen colours, built with the same theme builder as the app. */
export function ThemePreview({ colors, agencyName, logo }: { colors: WhitelabelColors; agencyName: string; logo: string | null }) {
  const translate = useTranslate();
  const theme = useMemo(() => createTheme(buildTheme({ colors })), [colors]);
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ overflow: 'hidden', bgcolor: colors.appBackground }} data-testid={whitelabelTestIds.preview}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', px: 2, py: 1, bgcolor: colors.navbarBackground, borderBottom: '1px solid rgba(0,0,0,0.08)' }}
        >
          {logo ? <Box component="img" src={logo} alt="" sx={{ height: 24 }} /> : null}
          <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{agencyName || 'Scout'}</Typography>
        </Stack>
        <Stack spacing={1.5} sx={{ p: 2 }}>
          <Typography color="text.primary">{translate('scout.whitelabel.previewHeading')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('scout.whitelabel.previewText')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" size="small">
              {translate('scout.whitelabel.previewPrimary')}
            </Button>
            <Button variant="contained" color="secondary" size="small">
              {translate('scout.whitelabel.previewSecondary')}
            </Button>
            <Chip size="small" label={translate('scout.whitelabel.colors.primaryLight')} sx={{ bgcolor: 'primary.light' }} />
            <Chip size="small" label={translate('scout.whitelabel.colors.secondaryLight')} sx={{ bgcolor: 'secondary.light' }} />
          </Stack>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
