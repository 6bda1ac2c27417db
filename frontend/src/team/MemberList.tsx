import AddIcon from '@mui/icons-material/PersonAddOutlined';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  BulkDeleteButton,
  Datagrid,
  DatagridBody,
  EmailField,
  ExportButton,
  Pagination,
  SearchInput,
  SelectInput,
  Title,
  TopToolbar,
  usePermissions,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ReadList } from '../platform/connection/ReadList';
import { MEMBER_STATUSES } from '@scout/contracts/accounts/teamConstants';
import { InviteMemberDialog } from './InviteMemberDialog';
import { memberExporter } from './memberExport';
import {
  isFixed,
  MemberLastLoginField,
  MemberNameField,
  MemberRemoveField,
  MemberRoleField,
  MemberRow,
  MemberSinceField,
  MemberStatusField,
  useSelfId,
} from './MemberFields';
import type { MemberRecord } from './membersResource';
import { canManageTeam } from './permissions';
import { teamTestIds } from './testIds';
import { MEMBER_ROLES } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn slotProps={{ htmlInput: { 'data-testid': teamTestIds.search } }} />,
  <SelectInput
    key="role"
    source="role"
    label="scout.team.role"
    choices={['owner', ...MEMBER_ROLES].map((role) => ({ id: role, name: `scout.team.roles.${role}` }))}
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    label="scout.team.status"
    choices={MEMBER_STATUSES.map((status) => ({ id: status, name: `scout.team.statuses.${status}` }))}
    alwaysOn
  />,
];

const rows = <DatagridBody row={<MemberRow />} />;

function MemberActions({ onInvite }: { onInvite: () => void }) {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <ExportButton data-testid={teamTestIds.export} />
      <Button variant="contained" startIcon={<AddIcon />} onClick={onInvite} data-testid={teamTestIds.inviteButton}>
        {translate('scout.team.invite')}
      </Button>
    </TopToolbar>
  );
}

function MemberDatagrid() {
  const selfId = useSelfId();
  return (
    <Datagrid
      body={rows}
      rowClick={false}
      isRowSelectable={(record: RaRecord) => !isFixed(record as MemberRecord, selfId)}
      bulkActionButtons={
        <BulkDeleteButton
          mutationMode="pessimistic"
          label="scout.team.remove"
          confirmContent="scout.team.removeContent"
          data-testid={teamTestIds.bulkRemove}
        />
      }
    >
      <MemberNameField source="fullName" label="scout.team.fullName" />
      <EmailField source="email" label="scout.team.email" />
      <MemberRoleField source="role" label="scout.team.role" />
      <MemberStatusField source="status" label="scout.team.status" />
      <MemberSinceField source="createdAt" label="scout.team.since" />
      <MemberLastLoginField source="lastLoginAt" label="scout.team.lastLogin" />
      <MemberRemoveField source="id" label="" sortable={false} textAlign="right" />
    </Datagrid>
  );
}

/**
 * `/team`, the `team` Resource's list (the organisation's members): search, role and status
 * filters, sortable columns, role changes and removal per member, bulk removal and CSV export;
 * owners and admins only, others see why.
 */
export function MemberList() {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<unknown>();
  const [inviting, setInviting] = useState(false);
  if (isPending) return <CircularProgress size={24} sx={{ mt: 2 }} />;
  if (!canManageTeam(permissions)) {
    return (
      <Stack sx={{ mt: 2 }} data-testid={teamTestIds.page}>
        <Title title="scout.team.menu" />
        <Alert severity="info" data-testid={teamTestIds.notAllowed}>
          {translate('scout.team.notAllowed')}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack spacing={1} sx={{ mt: 2, maxWidth: 1200 }} data-testid={teamTestIds.page}>
      <Typography variant="body2" color="text.secondary">
        {translate('scout.team.intro')}
      </Typography>
      <ReadList
        failed="scout.connection.failed.team"
        title="scout.team.menu"
        filters={filters}
        sort={{ field: 'createdAt', order: 'ASC' }}
        perPage={50}
        pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
        actions={<MemberActions onInvite={() => setInviting(true)} />}
        exporter={memberExporter}
        empty={false}
      >
        <MemberDatagrid />
      </ReadList>
      {inviting ? <InviteMemberDialog onClose={() => setInviting(false)} /> : null}
    </Stack>
  );
}
