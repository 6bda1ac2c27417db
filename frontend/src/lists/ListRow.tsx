import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, FormControlLabel, IconButton, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ListView } from '@scout/contracts/lists/responses';
import { PublicLink } from '../public/PublicLink';
import { sharedListPath } from '../public/publicPaths';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { ListMembers } from './ListMembers';
import { RenameListDialog } from './RenameListDialog';
import { listTestIds } from './testIds';
import { useListsCommand } from './useLists';

/** One list: name, count, public link switch and address, rename, delete; opened, its profiles. */
export function ListRow({ list }: { list: ListView }) {
  const translate = useTranslate();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const share = useListsCommand((dp, shared: boolean) => dp.setListShared(list.name, shared), 'scout.lists.shareChanged');
  const remove = useListsCommand((dp, name: string) => dp.deleteList(name), 'scout.lists.deleted');
  const shared = list.shareId !== null;
  // Buttons inside the summary must not open or close the row.
  const stop = (event: React.SyntheticEvent) => event.stopPropagation();

  return (
    <Accordion disableGutters slotProps={{ transition: { unmountOnExit: true } }} data-testid={listTestIds.row}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, width: '100%', pr: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" data-testid={listTestIds.name}>
              {list.name}
            </Typography>
            <Chip size="small" label={translate('scout.lists.count', { smart_count: list.count })} data-testid={listTestIds.count} />
          </Stack>
          <Box onClick={stop} onFocus={stop} sx={{ minWidth: 0 }}>
            {shared && list.shareId && <PublicLink path={sharedListPath(list.shareId)} testId={listTestIds.publicLink} />}
          </Box>
          <Stack direction="row" onClick={stop} onFocus={stop} sx={{ alignItems: 'center' }}>
            <FormControlLabel
              control={
                <Switch
                  checked={shared}
                  disabled={share.isPending}
                  onChange={(event) => share.mutate(event.target.checked)}
                  data-testid={listTestIds.share}
                />
              }
              label={translate('scout.lists.share')}
            />
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
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <ListMembers listId={list._id} listName={list.name} />
      </AccordionDetails>
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
    </Accordion>
  );
}
