import RemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import { Chip, IconButton, MenuItem, TableCell, TableRow, TextField, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatDate, formatDateTime } from '../platform/dates';
import { ConfirmDialog } from '../shell/ConfirmDialog';
import { useNotifyError } from '../shell/useNotifyError';
import { teamTestIds } from './testIds';
import { MEMBER_ROLES, type Member, type MemberRole } from './types';
import { useRemoveMember, useUpdateMember } from './useTeam';

interface MemberRowProps {
  member: Member;
  /** The signed-in user's id: nobody changes or removes themselves here. */
  selfId: string | undefined;
}

/** One member: role (changeable unless owner or self), status, dates and a remove button. */
export function MemberRow({ member, selfId }: MemberRowProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [locale] = useLocaleState();
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const fixed = member.role === 'owner' || member._id === selfId;

  const changeRole = (role: MemberRole) =>
    update.mutate({ id: member._id, change: { role } }, { onSuccess: () => notify('scout.team.roleChanged', { type: 'success' }), onError: notifyError });

  const confirmRemove = () =>
    remove.mutate(member._id, {
      onSuccess: () => notify('scout.team.removed', { type: 'success' }),
      onError: notifyError,
      onSettled: () => setConfirming(false),
    });

  return (
    <TableRow data-testid={teamTestIds.member(member.email)}>
      <TableCell>
        {member.fullName}
        {member._id === selfId ? ` (${translate('scout.team.you')})` : ''}
      </TableCell>
      <TableCell>{member.email}</TableCell>
      <TableCell data-testid={teamTestIds.role} data-role={member.role}>
        {fixed ? (
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
      </TableCell>
      <TableCell data-testid={teamTestIds.status} data-status={member.status}>
        <Chip size="small" color={member.status === 'active' ? 'success' : 'default'} label={translate(`scout.team.statuses.${member.status}`)} />
      </TableCell>
      <TableCell>{formatDate(member.createdAt, locale)}</TableCell>
      <TableCell>{member.lastLoginAt ? formatDateTime(member.lastLoginAt, locale) : translate('scout.team.never')}</TableCell>
      <TableCell align="right">
        {fixed ? null : (
          <Tooltip title={translate('scout.team.remove')}>
            <IconButton onClick={() => setConfirming(true)} aria-label={translate('scout.team.remove')} data-testid={teamTestIds.removeButton}>
              <RemoveIcon />
            </IconButton>
          </Tooltip>
        )}
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
      </TableCell>
    </TableRow>
  );
}
