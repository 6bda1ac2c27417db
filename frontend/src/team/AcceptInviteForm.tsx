import { Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { GeneratePasswordButton, useGeneratedPassword } from '../accounts/GeneratePasswordButton';
import { PASSWORD_MIN_LENGTH } from '../accounts/types';
import { useStartSession } from '../accounts/useStartSession';
import { useNotifyError } from '../platform/useNotifyError';
import { acceptInvitation } from './teamApi';
import { acceptInviteTestIds } from './testIds';
import type { Invitation } from './types';

interface AcceptInviteFormProps {
  token: string;
  invitation: Invitation;
}

/** Who invited whom, then name and password; accepting signs the new member in. */
export function AcceptInviteForm({ token, invitation }: AcceptInviteFormProps) {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const startSession = useStartSession();
  const [fullName, setFullName] = useState(invitation.fullName);
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const generated = useGeneratedPassword(setPassword);
  const accept = useMutation({
    mutationFn: async () => {
      await acceptInvitation(token, fullName.trim(), password);
      await startSession({ email: invitation.email, password }, '/');
    },
    onError: notifyError,
  });

  const tooShort = (tried || password.length > 0) && password.length < PASSWORD_MIN_LENGTH;
  const nameMissing = tried && fullName.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (fullName.trim() !== '' && password.length >= PASSWORD_MIN_LENGTH) accept.mutate();
  };
  const organization = invitation.organizationName;

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ mt: 1 }}>
      <Stack spacing={0.5} data-testid={acceptInviteTestIds.invitation}>
        <Typography variant="body1">
          {invitation.invitedBy
            ? translate('scout.team.accept.invitedBy', { name: invitation.invitedBy, organization })
            : translate('scout.team.accept.invitedTo', { organization })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {invitation.email} · {translate('scout.team.accept.asRole', { role: translate(`scout.team.roles.${invitation.role}`) })}
        </Typography>
      </Stack>
      <TextField
        label={translate('scout.auth.fullName')}
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
        error={nameMissing}
        helperText={nameMissing ? translate('ra.validation.required') : undefined}
        autoComplete="name"
        autoFocus={invitation.fullName === ''}
        required
        slotProps={{ htmlInput: { 'data-testid': acceptInviteTestIds.fullName } }}
      />
      <TextField
        type={generated.type}
        label={translate('scout.auth.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={tooShort}
        helperText={translate(generated.shown ? 'scout.password.generated' : 'scout.auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        autoComplete="new-password"
        autoFocus={invitation.fullName !== ''}
        required
        slotProps={{ htmlInput: { 'data-testid': acceptInviteTestIds.password } }}
      />
      <GeneratePasswordButton generated={generated} password={password} testId={acceptInviteTestIds.generatePassword} />
      <Button type="submit" variant="contained" size="large" disabled={accept.isPending} data-testid={acceptInviteTestIds.submit}>
        {translate('scout.team.accept.submit')}
      </Button>
    </Stack>
  );
}
