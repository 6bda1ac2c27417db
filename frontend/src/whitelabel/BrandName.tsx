import { Box, Typography } from '@mui/material';
import { useBranding } from './BrandingContext';
import { whitelabelTestIds } from './testIds';

/** The app bar's name: the white-label agency's logo and name, or Scout's. */
export function BrandName() {
  const { agencyName, logo } = useBranding();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2 }} data-testid={whitelabelTestIds.brandName}>
      {logo ? <Box component="img" src={logo} alt="" sx={{ height: 28 }} /> : null}
      <Typography variant="h6" component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
        {agencyName}
      </Typography>
    </Box>
  );
}
