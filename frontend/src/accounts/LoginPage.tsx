import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { isHttpError } from '../platform/httpClient';
import { useNotifyError } from '../platform/useNotifyError';
import type { LoginParams } from '../shell/authProvider';
import { AuthCard } from './AuthCard';
import { GoogleSignInButton } from './google/GoogleSignInButton';
import { useStartSession } from './useStartSession';
import { forgotPasswordTestIds, loginTestIds } from './testIds';
import type { Credentials } from './types';
import { hasErrors, validateCredentials, type FieldErrors } from './validation';

export function LoginPage() {
  const translate = useTranslate();
  const startSession = useStartSession();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Credentials>>({});
  const [pending, setPending] = useState(false);

  const change = (field: keyof Credentials) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors(({ [field]: _fixed, ...others }) => others);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCredentials(values);
    setErrors(found);
    if (hasErrors(found)) return;
    setPending(true);
    const params: LoginParams = { email: values.email.trim(), password: values.password };
    startSession(params).catch((error: unknown) => {
      setPending(false);
      if (isHttpError(error) && error.status === 401) notify('scout.auth.badCredentials', { type: 'error' });
      else if (isHttpError(error) && error.status === 429) notify('scout.auth.tooManySignIns', { type: 'error' });
      else notifyError(error);
    });
  };

  const errorText = (field: keyof Credentials) => {
    const error = errors[field];
    return error ? translate(error.message, error.args) : undefined;
  };

  return (
    <AuthCard title="scout.auth.signInTitle">
      <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ mt: 1 }}>
        <TextField
          id="login-email"
          type="email"
          label={translate('scout.auth.email')}
          value={values.email}
          onChange={change('email')}
          error={Boolean(errors.email)}
          helperText={errorText('email')}
          autoComplete="email"
          autoFocus
          required
          slotProps={{ htmlInput: { 'data-testid': loginTestIds.email } }}
        />
        <TextField
          id="login-password"
          type="password"
          label={translate('scout.auth.password')}
          value={values.password}
          onChange={change('password')}
          error={Boolean(errors.password)}
          helperText={errorText('password')}
          autoComplete="current-password"
          required
          slotProps={{ htmlInput: { 'data-testid': loginTestIds.password } }}
        />
        <Link
          component={RouterLink}
          to="/forgot-password"
          variant="body2"
          sx={{ alignSelf: 'flex-end' }}
          data-testid={forgotPasswordTestIds.link}
        >
          {translate('scout.auth.forgotPassword')}
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={pending} data-testid={loginTestIds.submit}>
          {translate('scout.auth.signIn')}
        </Button>
        <GoogleSignInButton />
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {translate('scout.auth.noAccount')}{' '}
          <Link component={RouterLink} to="/signup" data-testid={loginTestIds.signupLink}>
            {translate('scout.auth.toSignUp')}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
