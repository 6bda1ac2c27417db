import { Stack, Typography } from '@mui/material';
import {
  BulkDeleteButton,
  Datagrid,
  DatagridBody,
  DatagridRow,
  ExportButton,
  NullableBooleanInput,
  Pagination,
  SearchInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { ReadList } from '../platform/connection/ReadList';
import { DateTextField } from '../platform/DateTextField';
import { listExporter } from './listExport';
import { ListActionsField, ListCountField, ListNameField, ListProfiles, ListShareField } from './ListFields';
import { NewListForm } from './NewListForm';
import { listTestIds } from './testIds';

const LISTS_PER_PAGE = 25;

const filters = [
  <SearchInput key="q" source="q" alwaysOn slotProps={{ htmlInput: { 'data-testid': listTestIds.search } }} />,
  <NullableBooleanInput key="shared" source="shared" label="scout.lists.share" alwaysOn data-testid={listTestIds.sharedFilter} />,
];

function NoLists() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 3 }}>
      {translate('scout.lists.none')}
    </Typography>
  );
}

const rows = <DatagridBody row={<DatagridRow data-testid={listTestIds.row} />} />;

/**
 * `/lists`, the `lists` Resource's list: a new list above; the lists with a name search and a
 * shared filter, sortable name, count and date, each row opening to its profiles; public link,
 * rename and delete per list, bulk delete and CSV export.
 */
export function ListList() {
  return (
    <Stack spacing={2} sx={{ my: 2 }} data-testid={listTestIds.page}>
      <NewListForm />
      <ReadList
        failed="scout.connection.failed.lists"
        title="scout.menu.lists"
        filters={filters}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={LISTS_PER_PAGE}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
        actions={
          <TopToolbar>
            <ExportButton data-testid={listTestIds.export} />
          </TopToolbar>
        }
        exporter={listExporter}
        empty={false}
      >
        <Datagrid
          body={rows}
          rowClick="expand"
          expand={<ListProfiles />}
          bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" data-testid={listTestIds.bulkDelete} />}
          empty={<NoLists />}
        >
          <ListNameField source="name" label="scout.lists.name" />
          <ListCountField source="count" label="scout.lists.profiles" />
          <ListShareField source="shareId" label="scout.lists.share" sortable={false} />
          <DateTextField source="createdAt" label="scout.lists.createdAt" />
          <ListActionsField source="id" label="" sortable={false} textAlign="right" />
        </Datagrid>
      </ReadList>
    </Stack>
  );
}
