import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import type { ExplainedFigure } from '@scout/contracts/profiles/analytics';
import { numberText } from '../../platform/numbers';
import { analyticsTestIds } from './testIds';

/**
 * How one figure was computed: its title (none when the card names the figure), `formula` (the
 * figure's formula text in the reader's language, see ./formulaText), an optional `note` (e.g. that
 * the data source reported it) and the inputs it used (profile analytics, campaign metrics);
 * `inputText` writes an input that is not a plain number (money), else it is a number.
 */
export function FigureExplanation({
  title,
  figure,
  formula,
  inputLabel,
  inputText,
  note,
}: {
  title?: string;
  figure: ExplainedFigure;
  formula: string;
  inputLabel: (input: string) => string;
  inputText?: (input: string, value: number | null) => string | undefined;
  note?: ReactNode;
}) {
  const [locale] = useLocaleState();
  return (
    <Box sx={{ mt: 1.5 }}>
      {title && <Typography variant="subtitle2">{title}</Typography>}
      <Typography
        variant="body2"
        component="code"
        sx={{ display: 'block', fontFamily: 'monospace', my: 0.5 }}
        data-testid={analyticsTestIds.formula}
      >
        {formula}
      </Typography>
      {note}
      <Table size="small">
        <TableBody>
          {Object.entries(figure.inputs).map(([input, value]) => (
            <TableRow key={input}>
              <TableCell sx={{ pl: 0 }}>{inputLabel(input)}</TableCell>
              <TableCell align="right">{inputText?.(input, value) ?? numberText(value, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
