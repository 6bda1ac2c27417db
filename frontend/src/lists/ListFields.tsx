import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, Chip, FormControlLabel, IconButton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { PublicLink } from '../public/PublicLink';
import { sharedListPath } from '../public/publicPaths';
import { ConfirmDialog } from '../platform/ConfirmDialog';
import { ListMembers } from './ListMembers';
import type { ListRecord } from './listsResource';
import { RenameListDialog } from './RenameListDialog';
import { listTestIds } from './testIds';
import { useListsCommand } from './useLists';

/** Controls inside a row must not open or close it (the row's click expands it). */
function Inert({ children }: { children: ReactNode }) {
  const stop = (event: SyntheticEvent) => event.stopPropagation();
  return (
    <Box onClick={stop} onFocus={stop}>
      {children}
    </Box>
  );
}

export function ListNameField(_props: FieldProps<ListRecord>) {
  const list = useRecordContext<ListRecord>();
  if (!list) return null;
  return (
    <Typography variant="subtitle1" data-testid={listTestIds.name}>
      {list.name}
    </Typography>
  );
}

export function ListCountField(_props: FieldProps<ListRecord>) {
  const list = useRecordContext<ListRecord>();
  const translate = useTranslate();
  if (!list) return null;
  return <Chip size="small" label={translate('scout.lists.count', { smart_count: list.count })} data-testid={listTestIds.count} />;
}

/** The public link switch and, while shared, the address. */
export function ListShareField(_props: FieldProps<ListRecord>) {
  const list = useRecordContext<ListRecord>();
  const translate = useTranslate();
  const share = useListsCommand((dp, shared: boolean) => dp.setListShared(list?.name ?? '', shared), 'scout.lists.shareChanged');
  if (!list) return null;
  return (
    <Inert>
      <Stack spacing={0.5}>
        <FormControlLabel
          control={
            <Switch
              checked={list.shareId !== null}
              disabled={share.isPending}
              onChange={(event) => share.mutate(event.target.checked)}
              data-testid={listTestIds.share}
            />
          }
          label={translate('scout.lists.share')}
        />
        {list.shareId && <PublicLink path={sharedListPath(list.shareId)} testId={listTestIds.publicLink} />}
      </Stack>
    </Inert>
  );
}

/** Rename and delete one list (its profiles stay saved). */
export function ListActionsField(_props: FieldProps<ListRecord>) {
  const list = useRecordContext<ListRecord>();
  const translate = useTranslate();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useListsCommand((dp, name: string) => dp.deleteList(name), 'scout.lists.deleted');
  if (!list) return null;
  return (
    <Inert>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Tooltip title={translate('scout.lists.renameTitle')}>
          <IconButton onClick={() => setRenaming(true)} data-testid={listTestIds.rename}>
            <EditIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={translate('scout.lists.delete')}>
          <IconButton onClick={() => setDeleting(true)} data-testid={listTestIds.remove}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      {renaming && <RenameListDialog name={list.name} onClose={() => setRenaming(false)} />}
      <ConfirmDialog
        open={deleting}
        title="scout.lists.deleteTitle"
        content="scout.lists.deleteWarning"
        confirmLabel="ra.action.delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate(list.name, { onSuccess: () => setDeleting(false) })}
        onClose={() => setDeleting(false)}
        testId="list-delete-dialog"
      />
    </Inert>
  );
}

/** An opened row: the list's profiles. */
export function ListProfiles() {
  const list = useRecordContext<ListRecord>();
  return list ? <ListMembers listId={list._id} listName={list.name} /> : null;
}
