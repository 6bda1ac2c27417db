import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import type { ExplainedFigure } from '@scout/contracts/profiles/analytics';
import { analyticsTestIds } from './testIds';

function inputText(value: number | null, locale: string): string {
  return value === null ? '–' : new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/**
 * How one figure was computed: its title, formula, an optional `note` (e.g. that the data source
 * reported it) and the inputs it used (profile analytics, campaign metrics).
 */
export function FigureExplanation({
  title,
  figure,
  inputLabel,
  note,
}: {
  title: string;
  figure: ExplainedFigure;
  inputLabel: (input: string) => string;
  note?: ReactNode;
}) {
  const [locale] = useLocaleState();
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2">{title}</Typography>
      <Typography
        variant="body2"
        component="code"
        sx={{ display: 'block', fontFamily: 'monospace', my: 0.5 }}
        data-testid={analyticsTestIds.formula}
      >
        {figure.formula}
      </Typography>
      {note}
      <Table size="small">
        <TableBody>
          {Object.entries(figure.inputs).map(([input, value]) => (
            <TableRow key={input}>
              <TableCell sx={{ pl: 0 }}>{inputLabel(input)}</TableCell>
              <TableCell align="right">{inputText(value, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
