import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../platform/useNotifyError';
import { GeneratePasswordButton, useGeneratedPassword } from './GeneratePasswordButton';
import { serverFieldError } from './serverFieldError';
import { accountTestIds } from './testIds';
import { PASSWORD_MIN_LENGTH, type PasswordChange } from './types';
import { useChangePassword } from './useChangePassword';
import { hasErrors, validatePasswordChange, type FieldErrors } from './validation';

const FIELDS = ['oldPassword', 'newPassword', 'passwordConfirm'] as const;
const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', passwordConfirm: '' };

const AUTOCOMPLETE: Record<keyof PasswordChange, string> = {
  oldPassword: 'current-password',
  newPassword: 'new-password',
  passwordConfirm: 'new-password',
};

/** Change password: both new entries must match here; the server's field errors show under their field. */
export function ChangePasswordForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const changePassword = useChangePassword();
  const [values, setValues] = useState<PasswordChange>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<PasswordChange>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof PasswordChange, string>>>({});
  const generated = useGeneratedPassword((password) => {
    setValues((current) => ({ ...current, newPassword: password, passwordConfirm: password }));
    setErrors(({ newPassword: _n, passwordConfirm: _c, ...others }) => others);
    setServerErrors(({ newPassword: _n, passwordConfirm: _c, ...others }) => others);
  });

  const change = (field: keyof PasswordChange) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors(({ [field]: _fixed, ...others }) => others);
    setServerErrors(({ [field]: _fixed, ...others }) => others);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordChange(values);
    setErrors(found);
    setServerErrors({});
    if (hasErrors(found)) return;
    changePassword.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY);
        generated.hide();
        notify('scout.account.passwordChanged', { type: 'success' });
      },
      onError: (error) => {
        const fieldError = serverFieldError(error, FIELDS);
        if (fieldError) setServerErrors({ [fieldError.field]: fieldError.message });
        else notifyError(error);
      },
    });
  };

  const helperText = (field: keyof PasswordChange) => {
    const error = errors[field];
    if (error) return translate(error.message, error.args);
    if (serverErrors[field]) return serverErrors[field];
    if (field !== 'newPassword') return undefined;
    return translate(generated.shown ? 'scout.password.generated' : 'scout.auth.passwordHint', { min: PASSWORD_MIN_LENGTH });
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('scout.account.changePassword')}
        </Typography>
        <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ maxWidth: 420 }}>
          {FIELDS.map((field) => (
            <TextField
              key={field}
              id={`account-${field}`}
              type={field === 'oldPassword' ? 'password' : generated.type}
              label={translate(`scout.account.${field}`)}
              value={values[field]}
              onChange={change(field)}
              error={Boolean(errors[field] ?? serverErrors[field])}
              helperText={helperText(field)}
              autoComplete={AUTOCOMPLETE[field]}
              required
              slotProps={{ htmlInput: { 'data-testid': accountTestIds[field] } }}
            />
          ))}
          <GeneratePasswordButton generated={generated} password={values.newPassword} testId={accountTestIds.generatePassword} />
          <Button
            type="submit"
            variant="contained"
            disabled={changePassword.isPending}
            data-testid={accountTestIds.submit}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('scout.account.changePassword')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
