import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ListRow } from './ListRow';
import { NewListForm } from './NewListForm';
import { listTestIds } from './testIds';
import { useLists } from './useLists';
import { useNotifyReadError } from '../shell/useNotifyReadError';

/** `/lists`: the organisation's lists with their counts, public links and profiles. */
export function ListsPage() {
  const translate = useTranslate();
  const lists = useLists();
  useNotifyReadError(lists.error);
  return (
    <Stack spacing={2} sx={{ my: 2 }} data-testid={listTestIds.page}>
      <Title title="scout.menu.lists" />
      <NewListForm />
      {lists.isPending ? (
        <CircularProgress size={24} />
      ) : lists.isError ? (
        <Alert severity="error">{translate('scout.lists.loadFailed')}</Alert>
      ) : lists.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('scout.lists.none')}
        </Typography>
      ) : (
        <div>
          {lists.data.map((list) => (
            <ListRow key={list._id} list={list} />
          ))}
        </div>
      )}
    </Stack>
  );
}
