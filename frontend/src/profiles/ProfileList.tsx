import { Typography } from '@mui/material';
import {
  BulkDeleteButton,
  Button,
  DatagridBody,
  DatagridConfigurable,
  DatagridRow,
  DeleteButton,
  ExportButton,
  Pagination,
  SelectColumnsButton,
  TopToolbar,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ReadList } from '../platform/connection/ReadList';
import { useCustomFields } from '../customFields/useCustomFields';
import { ImportButton } from '../imports/ImportButton';
import { BulkAddToListButton } from '../lists/BulkAddToListButton';
import { DateTextField } from '../platform/DateTextField';
import { AverageLikesField } from './AverageLikesField';
import { AddProfileButton } from './AddProfileButton';
import { CustomFieldValueField, FavouriteField, FollowersField } from './FiguresFields';
import { EngagementField } from '../socialProfile/EngagementField';
import { PlatformChip } from './PlatformChip';
import { PlatformFilter } from '../socialProfile/PlatformFilter';
import { profileExporter } from './profileExport';
import { profileFilters } from './ProfileFilters';
import { hasProfileFiltersToReset, resetProfileFilters } from './profilesApi';
import { profileTestIds } from './testIds';
import { LIST_DEFAULT_PLATFORM, PROFILES_PER_PAGE, type ProfileRecord } from './types';
import { UsernameField } from './UsernameField';

const COLUMNS_KEY = 'profiles.datagrid';

/** Clears the filters but the platform tab, the list and favourite (spec section 4), or, when only those are left, the list and favourite; the sort stays. */
function ResetButton() {
  const { filterValues, setFilters } = useListContext();
  return (
    <Button
      label="scout.profiles.filters.reset"
      onClick={() => setFilters(resetProfileFilters(filterValues), {})}
      disabled={!hasProfileFiltersToReset(filterValues)}
      data-testid={profileTestIds.reset}
    />
  );
}

function ProfileListActions() {
  return (
    <TopToolbar>
      <ResetButton />
      <SelectColumnsButton preferenceKey={COLUMNS_KEY} data-testid={profileTestIds.columns} />
      <ExportButton data-testid={profileTestIds.export} />
      <ImportButton />
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

const bulkActions = (
  <>
    <BulkAddToListButton />
    <BulkDeleteButton mutationMode="pessimistic" data-testid={profileTestIds.bulkDelete} />
  </>
);

const openProfile = (_id: unknown, _resource: string, record: RaRecord) => `/profile/${encodeURIComponent((record as ProfileRecord).slug)}`;

/** The `profiles` Resource's list: platform tabs, filters, sortable figures, custom fields as optional columns, bulk "add to list" and delete, CSV export. */
export function ProfileList() {
  const fields = useCustomFields();
  const customFields = fields.data?.fields ?? [];
  return (
    <ReadList
      failed="scout.connection.failed.profiles"
      filters={profileFilters}
      filterDefaultValues={{ platform: LIST_DEFAULT_PLATFORM }}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={PROFILES_PER_PAGE}
      pagination={<Pagination rowsPerPageOptions={[10, 20, 50, 100]} />}
      actions={<ProfileListActions />}
      empty={false}
      exporter={profileExporter}
    >
      <PlatformFilter />
      <DatagridConfigurable
        preferenceKey={COLUMNS_KEY}
        body={rows}
        rowClick={openProfile}
        bulkActionButtons={bulkActions}
        empty={<NoProfiles />}
        omit={customFields.map((field) => `customFields.${field._id}`)}
      >
        <FavouriteField source="favourite" label="scout.profiles.filters.favourite" sortable={false} />
        <UsernameField source="username" />
        <PlatformChip source="platform" sortable={false} />
        <FollowersField source="followers" label="resources.profiles.fields.followers" />
        <EngagementField source="engagementRate" label="resources.profiles.fields.engagementRate" flagImplausible />
        <AverageLikesField source="figures.averageLikes.value" label="resources.profiles.fields.averageLikes" sortable={false} />
        <DateTextField source="createdAt" />
        {customFields.map((field) => (
          <CustomFieldValueField
            key={field._id}
            source={`customFields.${field._id}`}
            fieldId={field._id}
            label={field.name}
            sortable={false}
          />
        ))}
        <DeleteButton label="ra.action.delete" mutationMode="pessimistic" redirect={false} data-testid={profileTestIds.deleteButton} />
      </DatagridConfigurable>
    </ReadList>
  );
}
