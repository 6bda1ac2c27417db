import { Autocomplete, Button, Chip, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { LIST_NAMES_MAX } from '@scout/contracts/lists/constants';
import { listTestIds } from './testIds';
import { useLists, useListsCommand } from './useLists';
import { track } from '../platform/widgets/analytics';

interface AddToListDialogProps {
  profileIds: string[];
  onClose: () => void;
  onDone?: () => void;
}

/** Puts saved profiles into lists chosen by name; a name not yet used creates that list. */
export function AddToListDialog({ profileIds, onClose, onDone }: AddToListDialogProps) {
  const translate = useTranslate();
  const lists = useLists();
  const [names, setNames] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const add = useListsCommand((dp, listNames: string[]) => dp.addToLists({ items: profileIds, listNames }), 'scout.lists.added');
  // A name typed but not yet confirmed with Enter counts too.
  const chosen = [...names, ...(typed.trim() && !names.includes(typed.trim()) ? [typed.trim()] : [])];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return;
    track('GROUP_MANAGEMENT', 'add to list');
    add.mutate(chosen, {
      onSuccess: () => {
        onDone?.();
        onClose();
      },
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid={listTestIds.addDialog}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('scout.lists.addTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('scout.lists.addHint', { smart_count: profileIds.length })}</DialogContentText>
          <Autocomplete
            multiple
            freeSolo
            options={(lists.data ?? []).map((list) => list.name)}
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
                label={translate('scout.lists.names')}
                slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': listTestIds.addInput } }}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={add.isPending || chosen.length === 0} data-testid={listTestIds.addSubmit}>
            {translate('ra.action.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
