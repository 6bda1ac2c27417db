import AddIcon from '@mui/icons-material/PlaylistAdd';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  Autocomplete,
  Button as MuiButton,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Button, useDeleteMany, useListContext, useNotify, useTranslate } from 'react-admin';
import { LIST_NAMES_MAX } from '@scout/contracts/lists/constants';
import { ConfirmDialog } from '../platform/ConfirmDialog';
import { useNotifyError } from '../platform/useNotifyError';
import { CONTENTS_RESOURCE, type ContentRecord } from './contentsResource';
import { contentTestIds } from './testIds';
import { useContentCommand } from './useContent';
import { track } from '../platform/widgets/analytics';

/**
 * Puts content items into content lists chosen by name (`PUT /customer/content/addToList`); the
 * names already used on the page are offered, a new name makes a new list.
 */
function AddContentToListDialog({
  contentIds,
  known,
  onClose,
  onDone,
}: {
  contentIds: string[];
  known: string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const [names, setNames] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const add = useContentCommand((dp, listNames: string[]) => dp.addContentToLists({ contentIds, listNames }), 'scout.content.addedToList');
  const chosen = [...names, ...(typed.trim() && !names.includes(typed.trim()) ? [typed.trim()] : [])].slice(0, LIST_NAMES_MAX);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return;
    track('CONTENT_LIST', 'add to list');
    add.mutate(chosen, {
      onSuccess: () => {
        onDone();
        onClose();
      },
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid={contentTestIds.addDialog}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('scout.content.addTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('scout.content.addHint', { smart_count: contentIds.length })}</DialogContentText>
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
                label={translate('scout.content.listNames')}
                slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': contentTestIds.addInput } }}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
          <MuiButton
            type="submit"
            variant="contained"
            disabled={add.isPending || chosen.length === 0}
            data-testid={contentTestIds.addSubmit}
          >
            {translate('ra.action.add')}
          </MuiButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Bulk actions of the content list: into content lists, and delete (asked first, react-admin's deleteMany). */
export function ContentBulkActions() {
  const { selectedIds, onUnselectItems, data = [] } = useListContext<ContentRecord>();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const ids = selectedIds.map(String);
  const known = [...new Set(data.flatMap((item) => item.lists))].sort((a, b) => a.localeCompare(b));
  const [deleteMany, { isPending: deletePending }] = useDeleteMany<ContentRecord>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const remove = () =>
    deleteMany(
      CONTENTS_RESOURCE,
      { ids },
      {
        mutationMode: 'pessimistic',
        onSettled: () => setDeleting(false),
        onSuccess: () => {
          onUnselectItems();
          notify('scout.content.deleted', { type: 'success' });
        },
        onError: notifyError,
      },
    );

  return (
    <>
      <Button label="scout.content.addToList" onClick={() => setAdding(true)} data-testid={contentTestIds.bulkAddToList}>
        <AddIcon />
      </Button>
      <Button label="ra.action.delete" color="error" onClick={() => setDeleting(true)} data-testid={contentTestIds.bulkDelete}>
        <DeleteIcon />
      </Button>
      {adding && (
        <AddContentToListDialog contentIds={ids} known={known} onClose={() => setAdding(false)} onDone={() => onUnselectItems()} />
      )}
      <ConfirmDialog
        open={deleting}
        title="scout.content.deleteTitle"
        content="scout.content.deleteWarning"
        confirmLabel="ra.action.delete"
        destructive
        pending={deletePending}
        onClose={() => setDeleting(false)}
        onConfirm={remove}
        testId={contentTestIds.deleteConfirm}
      />
    </>
  );
}
