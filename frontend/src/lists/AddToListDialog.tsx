import { ListNamesDialog } from '../platform/ListNamesDialog';
import { track } from '../platform/widgets/analytics';
import { listTestIds } from './testIds';
import { useLists, useListsCommand } from './useLists';

interface AddToListDialogProps {
  profileIds: string[];
  onClose: () => void;
  onDone?: () => void;
}

/** Puts saved profiles into lists chosen by name; a name not yet used creates that list. */
export function AddToListDialog({ profileIds, onClose, onDone }: AddToListDialogProps) {
  const lists = useLists();
  const add = useListsCommand((dp, listNames: string[]) => dp.addToLists({ items: profileIds, listNames }), 'scout.lists.added');
  const submit = (names: string[]) => {
    track('GROUP_MANAGEMENT', 'add to list');
    add.mutate(names, {
      onSuccess: () => {
        onDone?.();
        onClose();
      },
    });
  };
  return (
    <ListNamesDialog
      texts={{ title: 'scout.lists.addTitle', hint: 'scout.lists.addHint', label: 'scout.lists.names' }}
      count={profileIds.length}
      known={(lists.data ?? []).map((list) => list.name)}
      testIds={{ dialog: listTestIds.addDialog, input: listTestIds.addInput, submit: listTestIds.addSubmit }}
      pending={add.isPending}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
