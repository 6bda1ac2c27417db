import { Button, Checkbox, FormControlLabel, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { LoginParams } from '../shell/authProvider';
import { useNotifyError } from '../shell/useNotifyError';
import { AuthCard } from './AuthCard';
import { useStartSession } from './useStartSession';
import { signupTestIds } from './testIds';
import { JOB_ROLES, PASSWORD_MIN_LENGTH, type JobRole, type SignupDetails } from './types';
import { hasErrors, validateSignup, type FieldErrors } from './validation';

/** Where a new account lands: its (still empty) saved-profiles list. */
export const AFTER_SIGNUP_PATH = '/profiles';

interface SignupForm {
  email: string;
  password: string;
  fullName: string;
  orgName: string;
  jobRole: JobRole | '';
  newsletter: boolean;
}

type TextFieldName = 'email' | 'password' | 'fullName' | 'orgName';

function toDetails(form: SignupForm): SignupDetails {
  return {
    email: form.email.trim(),
    password: form.password,
    fullName: form.fullName.trim(),
    orgName: form.orgName.trim() || undefined,
    jobRole: form.jobRole || undefined,
    newsletter: form.newsletter,
  };
}

export function SignupPage() {
  const translate = useTranslate();
  const startSession = useStartSession();
  const notifyError = useNotifyError();
  const [form, setForm] = useState<SignupForm>({
    email: '',
    password: '',
    fullName: '',
    orgName: '',
    jobRole: '',
    newsletter: false,
  });
  const [errors, setErrors] = useState<FieldErrors<SignupDetails>>({});
  const [pending, setPending] = useState(false);

  const change = (field: TextFieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors(({ [field]: _fixed, ...others }) => others);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const details = toDetails(form);
    const found = validateSignup(details);
    setErrors(found);
    if (hasErrors(found)) return;
    setPending(true);
    const params: LoginParams = { signup: details };
    startSession(params, AFTER_SIGNUP_PATH).catch((error: unknown) => {
      setPending(false);
      notifyError(error);
    });
  };

  const errorText = (field: keyof SignupDetails) => {
    const error = errors[field];
    return error ? translate(error.message, error.args) : undefined;
  };

  const textField = (field: TextFieldName, options: { type?: string; autoComplete: string; required?: boolean; hint?: string }) => (
    <TextField
      id={`signup-${field}`}
      type={options.type ?? 'text'}
      label={translate(`scout.auth.${field}`)}
      value={form[field]}
      onChange={change(field)}
      error={Boolean(errors[field])}
      helperText={errorText(field) ?? options.hint}
      autoComplete={options.autoComplete}
      required={options.required}
      slotProps={{ htmlInput: { 'data-testid': signupTestIds[field] } }}
    />
  );

  return (
    <AuthCard title="scout.auth.signUpTitle">
      <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ mt: 1 }}>
        {textField('fullName', { autoComplete: 'name', required: true })}
        {textField('email', { type: 'email', autoComplete: 'email', required: true })}
        {textField('password', {
          type: 'password',
          autoComplete: 'new-password',
          required: true,
          hint: translate('scout.auth.passwordHint', { min: PASSWORD_MIN_LENGTH }),
        })}
        {textField('orgName', { autoComplete: 'organization' })}
        <TextField
          select
          id="signup-jobRole"
          label={translate('scout.auth.jobRole')}
          value={form.jobRole}
          onChange={(event) => setForm((current) => ({ ...current, jobRole: toJobRole(event.target.value) }))}
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': signupTestIds.jobRole },
          }}
        >
          <option value="" />
          {JOB_ROLES.map((role) => (
            <option key={role} value={role}>
              {translate(`scout.jobRoles.${role}`, { _: role })}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          data-testid={signupTestIds.newsletter}
          control={
            <Checkbox
              checked={form.newsletter}
              onChange={(event) => setForm((current) => ({ ...current, newsletter: event.target.checked }))}
            />
          }
          label={translate('scout.auth.newsletter')}
        />
        <Button type="submit" variant="contained" size="large" disabled={pending} data-testid={signupTestIds.submit}>
          {translate('scout.auth.signUp')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {translate('scout.auth.haveAccount')}{' '}
          <Link component={RouterLink} to="/login" data-testid={signupTestIds.loginLink}>
            {translate('scout.auth.toSignIn')}
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}

function toJobRole(value: string): JobRole | '' {
  return JOB_ROLES.find((role) => role === value) ?? '';
}
