import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useNotifyError } from '../platform/useNotifyError';
import { resetPassword } from './accountsApi';
import { GeneratePasswordButton, useGeneratedPassword } from './GeneratePasswordButton';
import { serverFieldError } from './serverFieldError';
import { resetPasswordTestIds } from './testIds';
import { PASSWORD_MIN_LENGTH } from './types';
import { hasErrors, validateNewPassword, type FieldErrors, type NewPassword } from './validation';

interface NewPasswordFormProps {
  /** The checked token of the reset link. */
  token: string;
}

/** The new password, typed twice; on success, a way back to the sign-in page. */
export function NewPasswordForm({ token }: NewPasswordFormProps) {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [values, setValues] = useState<NewPassword>({ newPassword: '', passwordConfirm: '' });
  const [errors, setErrors] = useState<FieldErrors<NewPassword>>({});
  const [serverError, setServerError] = useState<string>();
  const generated = useGeneratedPassword((password) => {
    setValues({ newPassword: password, passwordConfirm: password });
    setErrors({});
    setServerError(undefined);
  });
  const reset = useMutation({
    mutationFn: (password: string) => resetPassword(token, password),
    onError: (error) => {
      // The API names the new password `password`.
      const fieldError = serverFieldError(error, ['password']);
      if (fieldError) setServerError(fieldError.message);
      else notifyError(error);
    },
  });

  if (reset.isSuccess) {
    return (
      <Stack spacing={2} sx={{ mt: 1 }}>
        <Alert severity="success" data-testid={resetPasswordTestIds.done}>
          {translate('scout.resetPassword.done')}
        </Alert>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to="/login" data-testid={resetPasswordTestIds.loginLink}>
            {translate('scout.auth.toSignIn')}
          </Link>
        </Typography>
      </Stack>
    );
  }

  const change = (field: keyof NewPassword) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors(({ [field]: _fixed, ...others }) => others);
    setServerError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(values);
    setErrors(found);
    if (!hasErrors(found)) reset.mutate(values.newPassword);
  };

  const errorText = (field: keyof NewPassword) => {
    const error = errors[field];
    return error ? translate(error.message, error.args) : undefined;
  };

  return (
    <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ mt: 1 }}>
      <TextField
        id="reset-password-new"
        type={generated.type}
        label={translate('scout.account.newPassword')}
        value={values.newPassword}
        onChange={change('newPassword')}
        error={Boolean(errors.newPassword ?? serverError)}
        helperText={
          errorText('newPassword') ??
          serverError ??
          translate(generated.shown ? 'scout.password.generated' : 'scout.auth.passwordHint', { min: PASSWORD_MIN_LENGTH })
        }
        autoComplete="new-password"
        autoFocus
        required
        slotProps={{ htmlInput: { 'data-testid': resetPasswordTestIds.newPassword } }}
      />
      <TextField
        id="reset-password-confirm"
        type={generated.type}
        label={translate('scout.account.passwordConfirm')}
        value={values.passwordConfirm}
        onChange={change('passwordConfirm')}
        error={Boolean(errors.passwordConfirm)}
        helperText={errorText('passwordConfirm')}
        autoComplete="new-password"
        required
        slotProps={{ htmlInput: { 'data-testid': resetPasswordTestIds.passwordConfirm } }}
      />
      <GeneratePasswordButton generated={generated} password={values.newPassword} testId={resetPasswordTestIds.generatePassword} />
      <Button type="submit" variant="contained" size="large" disabled={reset.isPending} data-testid={resetPasswordTestIds.submit}>
        {translate('scout.resetPassword.submit')}
      </Button>
    </Stack>
  );
}
