import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useNotifyError } from '../platform/useNotifyError';
import { requestPasswordReset } from './accountsApi';
import { AuthCard } from './AuthCard';
import { forgotPasswordTestIds } from './testIds';
import { validateEmail, type FieldError } from './validation';

/** `/forgot-password`: asks for a reset link; the answer never tells whether the email has an account. */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<FieldError>();
  const request = useMutation({ mutationFn: requestPasswordReset, onError: notifyError });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateEmail(email);
    setError(found);
    if (!found) request.mutate(email.trim());
  };

  return (
    <AuthCard title="scout.forgotPassword.title">
      {request.isSuccess ? (
        <Alert severity="success" data-testid={forgotPasswordTestIds.sent} sx={{ mt: 1 }}>
          {translate('scout.forgotPassword.sent')}
        </Alert>
      ) : (
        <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('scout.forgotPassword.intro')}
          </Typography>
          <TextField
            id="forgot-password-email"
            type="email"
            label={translate('scout.auth.email')}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
            error={Boolean(error)}
            helperText={error ? translate(error.message, error.args) : undefined}
            autoComplete="email"
            autoFocus
            required
            slotProps={{ htmlInput: { 'data-testid': forgotPasswordTestIds.email } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={request.isPending} data-testid={forgotPasswordTestIds.submit}>
            {translate('scout.forgotPassword.submit')}
          </Button>
        </Stack>
      )}
      <Typography variant="body2" sx={{ textAlign: 'center', mt: 2 }}>
        <Link component={RouterLink} to="/login" data-testid={forgotPasswordTestIds.loginLink}>
          {translate('scout.forgotPassword.backToSignIn')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
