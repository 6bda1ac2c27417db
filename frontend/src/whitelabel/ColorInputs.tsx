import { Grid, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { COLOR_NAMES, type ColorName, type WhitelabelColors } from '@scout/contracts/whitelabel/constants';
import { whitelabelTestIds } from './testIds';

/** The eight colours as native colour pickers. */
export function ColorInputs({ colors, onChange }: { colors: WhitelabelColors; onChange: (name: ColorName, value: string) => void }) {
  const translate = useTranslate();
  return (
    <Grid container spacing={1.5}>
      {COLOR_NAMES.map((name) => (
        <Grid key={name} size={{ xs: 6, sm: 3 }}>
          <TextField
            type="color"
            size="small"
            fullWidth
            label={translate(`scout.whitelabel.colors.${name}`)}
            value={colors[name].length === 4 ? `#${[...colors[name].slice(1)].map((c) => c + c).join('')}` : colors[name]}
            onChange={(event) => onChange(name, event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': whitelabelTestIds.color(name) } }}
          />
        </Grid>
      ))}
    </Grid>
  );
}
