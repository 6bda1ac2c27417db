import { Alert, Button, Checkbox, FormControlLabel, Link, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { LoginParams } from '../shell/authProvider';
import { useNotifyError } from '../platform/useNotifyError';
import { fetchAppSumoUser, fetchPromoter, rememberReferral } from './accountsApi';
import { AuthCard } from './AuthCard';
import { GeneratePasswordButton, useGeneratedPassword } from './GeneratePasswordButton';
import { useStartSession } from './useStartSession';
import { signupTestIds } from './testIds';
import { JOB_ROLES, PASSWORD_MIN_LENGTH, type JobRole, type SignupDetails } from './types';
import { hasErrors, validateSignup, type FieldErrors } from './validation';
import { useNotifyReadError } from '../platform/useNotifyReadError';

/** Where a new account lands: the dashboard, whose first-run checklist shows the next steps. */
export const AFTER_SIGNUP_PATH = '/dashboard';

interface SignupForm {
  email: string;
  password: string;
  fullName: string;
  orgName: string;
  jobRole: JobRole | '';
  newsletter: boolean;
}

type TextFieldName = 'email' | 'password' | 'fullName' | 'orgName';

/** A link parameter (`?appsumo=<token>`, `?ref=<referral id>`), if present. */
function linkParam(search: string, name: string): string | undefined {
  return new URLSearchParams(search).get(name)?.trim() || undefined;
}

const ONCE = { retry: false, staleTime: Infinity, refetchOnWindowFocus: false } as const;

/**
 * `?appsumo=<token>`: the AppSumo licence of an activation link (its buyer's email, locked, and its
 * plan); `?ref=<id>`: the promoter of a referral link, whose id is kept for the first payment.
 */
function useSignupLinks() {
  const { search } = useLocation();
  const appSumoToken = linkParam(search, 'appsumo');
  const referralId = linkParam(search, 'ref');
  const appSumo = useQuery({
    queryKey: ['scout', 'appSumoUser', appSumoToken],
    queryFn: ({ signal }) => fetchAppSumoUser(appSumoToken ?? '', signal),
    enabled: appSumoToken !== undefined,
    ...ONCE,
  });
  useNotifyReadError(appSumo.error);
  const promoter = useQuery({
    queryKey: ['scout', 'promoter', referralId],
    queryFn: ({ signal }) => fetchPromoter(referralId ?? '', signal),
    enabled: referralId !== undefined,
    ...ONCE,
  });
  useEffect(() => {
    if (promoter.data) rememberReferral(promoter.data.id);
  }, [promoter.data]);
  return { appSumo: appSumo.data, appSumoInvalid: appSumo.isError, appSumoLoading: appSumo.isFetching, promoter: promoter.data };
}

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
  const links = useSignupLinks();
  const appSumo = links.appSumo;
  const generated = useGeneratedPassword((password) => {
    setForm((current) => ({ ...current, password }));
    setErrors(({ password: _fixed, ...others }) => others);
  });

  useEffect(() => {
    if (appSumo) setForm((current) => ({ ...current, email: appSumo.email }));
  }, [appSumo]);

  const change = (field: TextFieldName) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors(({ [field]: _fixed, ...others }) => others);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const details: SignupDetails = { ...toDetails(form), ...(appSumo ? { invoice_item_uuid: appSumo.invoice_item_uuid } : {}) };
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

  const textField = (
    field: TextFieldName,
    options: { type?: string; autoComplete: string; required?: boolean; hint?: string; readOnly?: boolean },
  ) => (
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
      slotProps={{ htmlInput: { 'data-testid': signupTestIds[field], readOnly: options.readOnly } }}
    />
  );

  return (
    <AuthCard title="scout.auth.signUpTitle">
      <Stack component="form" onSubmit={submit} noValidate spacing={2} sx={{ mt: 1 }}>
        {appSumo ? (
          <Alert severity="success" data-testid="signup-appsumo">
            {translate('scout.auth.appSumoDeal', { plan: appSumo.plan })}
          </Alert>
        ) : links.appSumoInvalid ? (
          <Alert severity="error" data-testid="signup-appsumo-invalid">
            {translate('scout.auth.appSumoInvalid')}
          </Alert>
        ) : null}
        {links.promoter ? (
          <Alert severity="info" data-testid="signup-referral">
            {translate('scout.auth.referredBy', { name: links.promoter.name })}
          </Alert>
        ) : null}
        {textField('fullName', { autoComplete: 'name', required: true })}
        {textField('email', { type: 'email', autoComplete: 'email', required: true, readOnly: Boolean(appSumo) })}
        {textField('password', {
          type: generated.type,
          autoComplete: 'new-password',
          required: true,
          hint: translate(generated.shown ? 'scout.password.generated' : 'scout.auth.passwordHint', { min: PASSWORD_MIN_LENGTH }),
        })}
        <GeneratePasswordButton generated={generated} password={form.password} testId={signupTestIds.generatePassword} />
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
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={pending || links.appSumoLoading}
          data-testid={signupTestIds.submit}
        >
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
