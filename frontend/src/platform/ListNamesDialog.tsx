import { Autocomplete, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { LIST_NAMES_MAX } from '@scout/contracts/lists/constants';

interface ListNamesDialogProps {
  /** Message keys of the title, the hint (given `smart_count`), and the field's label. */
  texts: { title: string; hint: string; label: string };
  /** How many items go into the lists, for the hint. */
  count: number;
  /** The list names offered; any other name typed makes a new list. */
  known: readonly string[];
  testIds: { dialog: string; input: string; submit: string };
  pending: boolean;
  onSubmit: (names: string[]) => void;
  onClose: () => void;
}

/**
 * Choosing lists by name for a bulk "add to list" (saved profiles, content items): known names are
 * offered, a name typed but not yet confirmed with Enter counts too, at most LIST_NAMES_MAX.
 */
export function ListNamesDialog({ texts, count, known, testIds, pending, onSubmit, onClose }: ListNamesDialogProps) {
  const translate = useTranslate();
  const [names, setNames] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const chosen = [...names, ...(typed.trim() && !names.includes(typed.trim()) ? [typed.trim()] : [])].slice(0, LIST_NAMES_MAX);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length > 0) onSubmit(chosen);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid={testIds.dialog}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate(texts.title)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(texts.hint, { smart_count: count })}</DialogContentText>
          <Autocomplete
            multiple
            freeSolo
            options={known}
            value={names}
            inputValue={typed}
            onInputChange={(_event, value) => setTyped(value)}
            onChange={(_event, value) => setNames(value.slice(0, LIST_NAMES_MAX))}
            renderValue={(value, getItemProps) =>
              value.map((option, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} size="small" label={option} {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                autoFocus
                label={translate(texts.label)}
                slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testIds.input } }}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending || chosen.length === 0} data-testid={testIds.submit}>
            {translate('ra.action.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
