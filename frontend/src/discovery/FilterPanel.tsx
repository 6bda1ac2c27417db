import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Autocomplete,
  Box,
  Button,
  Chip,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { ACCOUNT_TYPES, BANK_PLATFORMS, type AccountType, type BankPlatform } from '@scout/contracts/discovery/bank';
import type { FacetValue, ProfileBankMeta } from '@scout/contracts/discovery/profileBank';
import { PlanLockNotice } from '../billing/PlanLock';
import { usePlanGate } from '../billing/usePlanGate';
import { numberText } from '../platform/numbers';
import { languageName } from './displayNames';
import { PERCENT_RANGES, type DiscoverForm, type FormErrors, type RangeKey, type TriState } from './filterForm';
import { CityInput, CountryInput } from './LocationInput';
import { discoverTestIds } from './testIds';

interface FilterPanelProps {
  form: DiscoverForm;
  onChange: (form: DiscoverForm) => void;
  errors: FormErrors;
  meta: ProfileBankMeta | undefined;
  onSearch: () => void;
  onReset: () => void;
  searching: boolean;
}

/**
 * Every filter of the discover search, in four folding groups (creator, performance, location
 * and audience, content), with Search and Reset. Only what is set is sent.
 */
export function FilterPanel({ form, onChange, errors, meta, onSearch, onReset, searching }: FilterPanelProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const set = <K extends keyof DiscoverForm>(key: K, value: DiscoverForm[K]) => onChange({ ...form, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  const t = (key: string) => translate(`scout.discover.filters.${key}`);
  const audienceGate = usePlanGate('audienceFilter');

  const range = (key: RangeKey) => (
    <RangeInput
      key={key}
      name={key}
      label={t(key)}
      value={form[key]}
      percent={PERCENT_RANGES.has(key)}
      error={errors[key] ? translate(`scout.discover.errors.${errors[key]}`) : undefined}
      onChange={(value) => set(key, value)}
    />
  );

  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      data-testid={discoverTestIds.filters}
      sx={{ width: { xs: '100%', md: 300 }, flexShrink: 0 }}
    >
      <Section name="creator" title={t('creator')} defaultExpanded>
        <TextField
          select
          size="small"
          label={t('platform')}
          value={form.platform}
          onChange={(event) => set('platform', event.target.value as BankPlatform | '')}
          slotProps={{ htmlInput: { 'data-testid': discoverTestIds.platform } }}
        >
          <MenuItem value="">{t('anyPlatform')}</MenuItem>
          {BANK_PLATFORMS.map((platform) => (
            <MenuItem key={platform} value={platform}>
              {translate(`scout.platforms.${platform}`, { _: platform })}
            </MenuItem>
          ))}
        </TextField>
        {range('followers')}
        <TextField
          size="small"
          label={t('keywords')}
          helperText={t('keywordsHint')}
          value={form.keywords}
          onChange={(event) => set('keywords', event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': discoverTestIds.keywords, maxLength: 200 } }}
        />
        <FacetInput
          label={t('categories')}
          testId={discoverTestIds.categories}
          facets={meta?.categories}
          value={form.categories}
          onChange={(value) => set('categories', value)}
          freeSolo
        />
        <TriStateInput
          label={t('verified')}
          testId={discoverTestIds.verified}
          value={form.verified}
          onChange={(value) => set('verified', value)}
        />
        <TriStateInput
          label={t('hasContacts')}
          testId={discoverTestIds.hasContacts}
          value={form.hasContacts}
          onChange={(value) => set('hasContacts', value)}
        />
        <Autocomplete
          multiple
          size="small"
          options={[...ACCOUNT_TYPES]}
          value={form.accountType}
          onChange={(_event, value: AccountType[]) => set('accountType', value)}
          getOptionLabel={(option) => translate(`scout.discover.accountTypes.${option}`, { _: option })}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('accountType')}
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': discoverTestIds.accountType } }}
            />
          )}
        />
      </Section>

      <Section name="performance" title={t('performance')}>
        {range('engagementRate')}
        {range('averageLikes')}
        {range('averageViews')}
        {range('followerGrowth')}
        <TextField
          size="small"
          type="date"
          label={t('lastPostAfter')}
          value={form.lastPostAfter}
          error={Boolean(errors.lastPostAfter)}
          helperText={errors.lastPostAfter ? translate(`scout.discover.errors.${errors.lastPostAfter}`) : undefined}
          onChange={(event) => set('lastPostAfter', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': discoverTestIds.lastPostAfter } }}
        />
      </Section>

      <Section name="location" title={t('location')}>
        <CountryInput
          label={t('country')}
          testId={discoverTestIds.country}
          value={form.country}
          onChange={(value) => set('country', value)}
        />
        <CityInput label={t('city')} testId={discoverTestIds.city} value={form.city} onChange={(value) => set('city', value)} />
        <FacetInput
          label={t('language')}
          testId={discoverTestIds.language}
          facets={meta?.languages}
          value={form.language}
          onChange={(value) => set('language', value)}
          optionLabel={(code) => languageName(code, locale)}
        />
        <Stack spacing={0.5}>
          <CountryInput
            label={t('audienceCountry')}
            testId={discoverTestIds.audienceCountry}
            value={form.audienceCountry}
            onChange={(value) => set('audienceCountry', value)}
            disabled={audienceGate.locked}
          />
          <PlanLockNotice gate={audienceGate} dense />
        </Stack>
      </Section>

      <Section name="content" title={t('content')}>
        <TagsInput
          label={t('hashtags')}
          prefix="#"
          testId={discoverTestIds.hashtags}
          value={form.hashtags}
          onChange={(value) => set('hashtags', value)}
        />
        <TagsInput
          label={t('mentions')}
          prefix="@"
          testId={discoverTestIds.mentions}
          value={form.mentions}
          onChange={(value) => set('mentions', value)}
        />
      </Section>

      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon />}
          disabled={searching}
          data-testid={discoverTestIds.search}
          sx={{ flexGrow: 1 }}
        >
          {translate('scout.discover.search')}
        </Button>
        <Button onClick={onReset} data-testid={discoverTestIds.reset}>
          {translate('scout.discover.reset')}
        </Button>
      </Stack>
    </Box>
  );
}

function Section({
  name,
  title,
  defaultExpanded = false,
  children,
}: {
  name: string;
  title: string;
  defaultExpanded?: boolean;
  children: ReactNode;
}) {
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      disableGutters
      variant="outlined"
      data-testid={discoverTestIds.section(name)}
      slotProps={{ transition: { unmountOnExit: false } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle2">{title}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={1.5}>{children}</Stack>
      </AccordionDetails>
    </Accordion>
  );
}

interface RangeInputProps {
  name: RangeKey;
  label: string;
  value: { min: string; max: string };
  percent: boolean;
  error?: string;
  onChange: (value: { min: string; max: string }) => void;
}

/** From – to; counts take 10k / 1.5M, percentages plain numbers. */
function RangeInput({ name, label, value, percent, error, onChange }: RangeInputProps) {
  const translate = useTranslate();
  const end = (which: 'min' | 'max') => (
    <TextField
      size="small"
      label={translate(`scout.discover.filters.${which}`)}
      value={value[which]}
      error={Boolean(error)}
      onChange={(event) => onChange({ ...value, [which]: event.target.value })}
      placeholder={percent ? '%' : '10k'}
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          'data-testid': discoverTestIds.range(name, which),
          'aria-label': `${label} ${translate(`scout.discover.filters.${which}`)}`,
        },
      }}
    />
  );
  return (
    <Box>
      <Typography variant="caption" color={error ? 'error' : 'text.secondary'}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1}>
        {end('min')}
        {end('max')}
      </Stack>
      {error && (
        <Typography variant="caption" color="error">
          {error}
        </Typography>
      )}
    </Box>
  );
}

function TriStateInput({
  label,
  testId,
  value,
  onChange,
}: {
  label: string;
  testId: string;
  value: TriState;
  onChange: (value: TriState) => void;
}) {
  const translate = useTranslate();
  const text = value === null ? 'any' : value ? 'yes' : 'no';
  return (
    <TextField
      select
      size="small"
      label={label}
      value={text}
      onChange={(event) => onChange(event.target.value === 'any' ? null : event.target.value === 'yes')}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      <MenuItem value="any">{translate('scout.discover.filters.either')}</MenuItem>
      <MenuItem value="yes">{translate('ra.boolean.true')}</MenuItem>
      <MenuItem value="no">{translate('ra.boolean.false')}</MenuItem>
    </TextField>
  );
}

interface FacetInputProps {
  label: string;
  testId: string;
  facets: FacetValue[] | undefined;
  value: string[];
  onChange: (value: string[]) => void;
  optionLabel?: (value: string) => string;
  freeSolo?: boolean;
}

/** Values that exist in the bank, with how many creators have each. */
function FacetInput({ label, testId, facets, value, onChange, optionLabel = (v) => v, freeSolo = false }: FacetInputProps) {
  const [locale] = useLocaleState();
  const counts = new Map((facets ?? []).map((facet) => [facet.value, facet.count]));
  return (
    <Autocomplete
      multiple
      freeSolo={freeSolo}
      autoSelect={freeSolo}
      size="small"
      options={(facets ?? []).map((facet) => facet.value)}
      value={value}
      onChange={(_event, next) => onChange(next.map(String).slice(0, 20))}
      getOptionLabel={(option) => optionLabel(option)}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            <Box sx={{ flexGrow: 1 }}>{optionLabel(option)}</Box>
            <Typography variant="caption" color="text.secondary">
              {counts.has(option) ? numberText(counts.get(option), locale) : null}
            </Typography>
          </li>
        );
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={optionLabel(option)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}

/** Hashtags or mentions, typed and confirmed with Enter (a pasted "a, b c" becomes three). */
function TagsInput({
  label,
  prefix,
  testId,
  value,
  onChange,
}: {
  label: string;
  prefix: string;
  testId: string;
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const translate = useTranslate();
  const split = (values: string[]) =>
    [
      ...new Set(
        values
          .flatMap((entry) => entry.split(/[\s,]+/))
          .map((entry) =>
            entry
              .replace(/^[#@]+/, '')
              .trim()
              .toLowerCase(),
          )
          .filter(Boolean),
      ),
    ].slice(0, 20);
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      size="small"
      options={[]}
      value={value}
      onChange={(_event, next) => onChange(split(next.map(String)))}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={`${prefix}${option}`} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={translate('scout.discover.filters.tagsHint')}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}
