import RemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import { Chip, IconButton, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import {
  DatagridRow,
  useGetIdentity,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
  type DatagridRowProps,
  type FieldProps,
} from 'react-admin';
import { formatDate, formatDateTime } from '../platform/dates';
import { ConfirmDialog } from '../platform/ConfirmDialog';
import { useNotifyError } from '../platform/useNotifyError';
import type { MemberRecord } from './membersResource';
import { teamTestIds } from './testIds';
import { MEMBER_ROLES, type MemberRole } from './types';
import { useRemoveMember, useUpdateMember } from './useTeam';

/** The signed-in user's id: nobody changes or removes themselves here. */
export function useSelfId(): string | undefined {
  const { identity } = useGetIdentity();
  return identity ? String(identity.id) : undefined;
}

/** The owner and the signed-in user keep their role and membership. */
export function isFixed(member: MemberRecord, selfId: string | undefined): boolean {
  return member.role === 'owner' || member._id === selfId;
}

/** A member's row, named by their email for the browser tests. */
export function MemberRow(props: DatagridRowProps) {
  const member = useRecordContext<MemberRecord>();
  return <DatagridRow {...props} data-testid={member ? teamTestIds.member(member.email) : undefined} />;
}

export function MemberNameField(_props: FieldProps<MemberRecord>) {
  const member = useRecordContext<MemberRecord>();
  const translate = useTranslate();
  const selfId = useSelfId();
  if (!member) return null;
  if (!member.fullName)
    return (
      <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
        {translate('scout.team.noName')}
      </Typography>
    );
  return <>{`${member.fullName}${member._id === selfId ? ` (${translate('scout.team.you')})` : ''}`}</>;
}

/** The role, changeable unless the member is the owner or the signed-in user. */
export function MemberRoleField(_props: FieldProps<MemberRecord>) {
  const member = useRecordContext<MemberRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const selfId = useSelfId();
  const update = useUpdateMember();
  if (!member) return null;
  const changeRole = (role: MemberRole) =>
    update.mutate(
      { id: member._id, change: { role } },
      { onSuccess: () => notify('scout.team.roleChanged', { type: 'success' }), onError: notifyError },
    );
  return (
    <span data-testid={teamTestIds.role} data-role={member.role}>
      {isFixed(member, selfId) ? (
        translate(`scout.team.roles.${member.role}`)
      ) : (
        <TextField
          select
          size="small"
          variant="standard"
          value={member.role}
          disabled={update.isPending}
          onChange={(event) => changeRole(event.target.value as MemberRole)}
          slotProps={{ htmlInput: { 'data-testid': teamTestIds.roleSelect, 'aria-label': translate('scout.team.role') } }}
        >
          {MEMBER_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {translate(`scout.team.roles.${role}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </span>
  );
}

export function MemberStatusField(_props: FieldProps<MemberRecord>) {
  const member = useRecordContext<MemberRecord>();
  const translate = useTranslate();
  if (!member) return null;
  return (
    <span data-testid={teamTestIds.status} data-status={member.status}>
      <Chip
        size="small"
        color={member.status === 'active' ? 'success' : 'default'}
        label={translate(`scout.team.statuses.${member.status}`)}
      />
    </span>
  );
}

export function MemberSinceField(_props: FieldProps<MemberRecord>) {
  const member = useRecordContext<MemberRecord>();
  const [locale] = useLocaleState();
  return member ? formatDate(member.createdAt, locale) : null;
}

export function MemberLastLoginField(_props: FieldProps<MemberRecord>) {
  const member = useRecordContext<MemberRecord>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!member) return null;
  return <>{member.lastLoginAt ? formatDateTime(member.lastLoginAt, locale) : translate('scout.team.never')}</>;
}

/** Removes the member (asked first); not offered for the owner or the signed-in user. */
export function MemberRemoveField(_props: FieldProps<MemberRecord>) {
  const member = useRecordContext<MemberRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const selfId = useSelfId();
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveMember();
  if (!member || isFixed(member, selfId)) return null;
  const confirmRemove = () =>
    remove.mutate(member._id, {
      onSuccess: () => notify('scout.team.removed', { type: 'success' }),
      onError: notifyError,
      onSettled: () => setConfirming(false),
    });
  return (
    <>
      <Tooltip title={translate('scout.team.remove')}>
        <IconButton onClick={() => setConfirming(true)} aria-label={translate('scout.team.remove')} data-testid={teamTestIds.removeButton}>
          <RemoveIcon />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        title="scout.team.removeTitle"
        content="scout.team.removeContent"
        confirmLabel="scout.team.remove"
        destructive
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setConfirming(false)}
        testId={teamTestIds.confirmRemove}
      />
    </>
  );
}
