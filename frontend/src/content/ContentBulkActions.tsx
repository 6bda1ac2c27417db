import AddIcon from '@mui/icons-material/PlaylistAdd';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useState } from 'react';
import { Button, useDeleteMany, useListContext, useNotify } from 'react-admin';
import { ConfirmDialog } from '../platform/ConfirmDialog';
import { ListNamesDialog } from '../platform/ListNamesDialog';
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
  const add = useContentCommand((dp, listNames: string[]) => dp.addContentToLists({ contentIds, listNames }), 'scout.content.addedToList');
  const submit = (names: string[]) => {
    track('CONTENT_LIST', 'add to list');
    add.mutate(names, {
      onSuccess: () => {
        onDone();
        onClose();
      },
    });
  };
  return (
    <ListNamesDialog
      texts={{ title: 'scout.content.addTitle', hint: 'scout.content.addHint', label: 'scout.content.listNames' }}
      count={contentIds.length}
      known={known}
      testIds={{ dialog: contentTestIds.addDialog, input: contentTestIds.addInput, submit: contentTestIds.addSubmit }}
      pending={add.isPending}
      onSubmit={submit}
      onClose={onClose}
    />
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
