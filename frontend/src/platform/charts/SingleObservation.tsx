import { Box, Typography } from '@mui/material';

/**
 * What a chart with a single observation shows instead of a lonely dot: the figure, and a
 * sentence saying when it was observed and when a history begins.
 */
export function SingleObservation({ value, note, testId }: { value: string; note: string; testId: string }) {
  return (
    <Box data-testid={testId} sx={{ py: 3, px: 1, textAlign: 'center' }}>
      <Typography variant="h5" component="p" gutterBottom>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {note}
      </Typography>
    </Box>
  );
}
