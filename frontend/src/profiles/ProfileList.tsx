import { Typography } from '@mui/material';
import {
  Datagrid,
  DatagridBody,
  DatagridRow,
  DeleteButton,
  List,
  Pagination,
  SearchInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { AddedDateField } from './AddedDateField';
import { AddProfileButton } from './AddProfileButton';
import { PlatformChip } from './PlatformChip';
import { PlatformFilter } from './PlatformFilter';
import { profileTestIds } from './testIds';
import { DEFAULT_PLATFORM, PROFILES_PER_PAGE } from './types';
import { UsernameField } from './UsernameField';

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    slotProps={{ htmlInput: { 'data-testid': profileTestIds.search } }}
  />,
];

function ProfileListActions() {
  return (
    <TopToolbar>
      <AddProfileButton />
    </TopToolbar>
  );
}

function NoProfiles() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" sx={{ p: 3, color: 'text.secondary' }}>
      {translate('scout.profiles.empty')}
    </Typography>
  );
}

const rows = <DatagridBody row={<DatagridRow data-testid={profileTestIds.row} />} />;

export function ProfileList() {
  return (
    <List
      filters={filters}
      filterDefaultValues={{ platform: DEFAULT_PLATFORM }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={PROFILES_PER_PAGE}
      pagination={<Pagination rowsPerPageOptions={[10, 20, 50, 100]} />}
      actions={<ProfileListActions />}
      empty={false}
      exporter={false}
    >
      <PlatformFilter />
      <Datagrid body={rows} rowClick={false} bulkActionButtons={false} empty={<NoProfiles />}>
        <UsernameField source="username" />
        <PlatformChip source="platform" />
        <AddedDateField source="createdAt" />
        <DeleteButton mutationMode="pessimistic" redirect={false} data-testid={profileTestIds.deleteButton} />
      </Datagrid>
    </List>
  );
}
