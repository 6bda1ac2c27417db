import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useListsCommand } from './useLists';

export function RenameListDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const translate = useTranslate();
  const [text, setText] = useState(name);
  const rename = useListsCommand((dp, newName: string) => dp.renameList(name, newName), 'scout.lists.renamed');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate(text.trim(), { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('scout.lists.renameTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('scout.lists.name')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={rename.isPending || !text.trim() || text.trim() === name}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
