import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../platform/useNotifyError';
import { teamTestIds } from './testIds';
import { MEMBER_ROLES, type MemberRole, type NewMember } from './types';
import { useInviteMember } from './useTeam';
import { track } from '../platform/widgets/analytics';

interface InviteMemberDialogProps {
  onClose: () => void;
}

const EMPTY: NewMember = { email: '', fullName: '', role: 'member' };

/** Email, name and role of a new member; the server mails the invitation link. */
export function InviteMemberDialog({ onClose }: InviteMemberDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [values, setValues] = useState<NewMember>(EMPTY);
  const invite = useInviteMember();

  const set =
    <K extends keyof NewMember>(field: K) =>
    (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    track('TEAM_MANAGEMENT', 'invite member', { role: values.role });
    invite.mutate(
      { ...values, email: values.email.trim(), fullName: values.fullName.trim() },
      {
        onSuccess: ({ invitationSent }) => {
          if (invitationSent) notify('scout.team.invited', { type: 'success', messageArgs: { email: values.email.trim() } });
          else notify('scout.team.invitedNoMail', { type: 'warning' });
          onClose();
        },
        onError: notifyError,
      },
    );
  };

  const ready = values.email.trim() !== '' && values.fullName.trim() !== '';

  return (
    <Dialog open onClose={invite.isPending ? undefined : onClose} maxWidth="xs" fullWidth data-testid={teamTestIds.inviteDialog}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('scout.team.inviteTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <Alert severity="info">{translate('scout.team.inviteHint')}</Alert>
            <TextField
              type="email"
              label={translate('scout.team.email')}
              value={values.email}
              onChange={set('email')}
              autoFocus
              required
              slotProps={{ htmlInput: { 'data-testid': teamTestIds.inviteEmail } }}
            />
            <TextField
              label={translate('scout.team.fullName')}
              value={values.fullName}
              onChange={set('fullName')}
              required
              slotProps={{ htmlInput: { 'data-testid': teamTestIds.inviteFullName } }}
            />
            <TextField
              select
              label={translate('scout.team.role')}
              value={values.role}
              onChange={(event) => setValues((current) => ({ ...current, role: event.target.value as MemberRole }))}
              data-testid={teamTestIds.inviteRole}
            >
              {MEMBER_ROLES.map((role) => (
                <MenuItem key={role} value={role}>
                  {translate(`scout.team.roles.${role}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={invite.isPending} data-testid={teamTestIds.inviteCancel}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!ready || invite.isPending} data-testid={teamTestIds.inviteSubmit}>
            {translate('scout.team.inviteSend')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
