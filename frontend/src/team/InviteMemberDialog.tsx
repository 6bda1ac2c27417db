import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { validateEmail } from '../accounts/validation';
import { useNotifyError } from '../platform/useNotifyError';
import { teamTestIds } from './testIds';
import { MEMBER_ROLES, type MemberRole, type NewMember } from './types';
import { useInviteMember } from './useTeam';
import { track } from '../platform/widgets/analytics';

interface InviteMemberDialogProps {
  onClose: () => void;
}

interface InviteForm {
  email: string;
  fullName: string;
  role: MemberRole;
}

const EMPTY: InviteForm = { email: '', fullName: '', role: 'member' };

/** What is sent: the trimmed email, and the name only when one was typed (the invited person gives it on accepting otherwise). */
function newMemberOf({ email, fullName, role }: InviteForm): NewMember {
  const name = fullName.trim();
  return { email: email.trim(), role, ...(name ? { fullName: name } : {}) };
}

/** Email, optional name and role of a new member; the server mails the invitation link. Why Send is disabled shows beside it. */
export function InviteMemberDialog({ onClose }: InviteMemberDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [values, setValues] = useState<InviteForm>(EMPTY);
  const [emailTouched, setEmailTouched] = useState(false);
  const invite = useInviteMember();

  const set =
    <K extends keyof InviteForm>(field: K) =>
    (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  const emailError = validateEmail(values.email);
  const emailErrorText = emailError && translate(emailError.message);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (emailError) {
      setEmailTouched(true);
      return;
    }
    track('TEAM_MANAGEMENT', 'invite member', { role: values.role });
    invite.mutate(newMemberOf(values), {
      onSuccess: ({ invitationSent }) => {
        if (invitationSent) notify('scout.team.invited', { type: 'success', messageArgs: { email: values.email.trim() } });
        else notify('scout.team.invitedNoMail', { type: 'warning' });
        onClose();
      },
      onError: notifyError,
    });
  };

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
              onBlur={() => setEmailTouched(values.email.trim() !== '')}
              error={emailTouched && Boolean(emailError)}
              helperText={emailTouched ? emailErrorText : undefined}
              autoFocus
              required
              slotProps={{ htmlInput: { 'data-testid': teamTestIds.inviteEmail } }}
            />
            <TextField
              label={translate('scout.team.fullName')}
              value={values.fullName}
              onChange={set('fullName')}
              helperText={translate('scout.team.fullNameOptional')}
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
        <DialogActions sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
          {emailError && !emailTouched && (
            <Typography
              id={teamTestIds.inviteWhyDisabled}
              variant="caption"
              color="text.secondary"
              sx={{ flexBasis: '100%', textAlign: 'right', px: 1 }}
              data-testid={teamTestIds.inviteWhyDisabled}
            >
              {translate(values.email.trim() === '' ? 'scout.team.inviteNeedsEmail' : 'scout.team.inviteNeedsValidEmail')}
            </Typography>
          )}
          <Button onClick={onClose} disabled={invite.isPending} data-testid={teamTestIds.inviteCancel}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={Boolean(emailError) || invite.isPending}
            aria-describedby={emailError && !emailTouched ? teamTestIds.inviteWhyDisabled : undefined}
            data-testid={teamTestIds.inviteSubmit}
          >
            {translate('scout.team.inviteSend')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
