import AddIcon from '@mui/icons-material/PlaylistAdd';
import { useState } from 'react';
import { Button, useListContext } from 'react-admin';
import { AddToListDialog } from './AddToListDialog';
import { listTestIds } from './testIds';

/** Bulk action of the profile list: the selected profiles into one or more lists. */
export function BulkAddToListButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="scout.lists.addToList" onClick={() => setOpen(true)} data-testid={listTestIds.bulkAdd}>
        <AddIcon />
      </Button>
      {open && <AddToListDialog profileIds={selectedIds.map(String)} onClose={() => setOpen(false)} onDone={() => onUnselectItems()} />}
    </>
  );
}
