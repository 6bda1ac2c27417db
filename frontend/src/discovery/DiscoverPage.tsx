import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, CircularProgress, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { UnlockContactsResponse } from '@scout/contracts/discovery/profileBank';
import { DISCOVER_SORT_FIELDS, type DiscoverFilter, type DiscoverProfile, type DiscoverSortField } from '@scout/contracts/discovery/search';
import { numberText } from '../platform/numbers';
import { GatedButton } from '../billing/PlanLock';
import { usePlanGate } from '../billing/usePlanGate';
import { BankActionsProvider } from './bankActions';
import { fetchProfileBankMeta } from './discoverApi';
import {
  activeFilterCount,
  emptyDiscoverForm,
  resetDiscoverForm,
  toDiscoverFilter,
  toDiscoverForm,
  type DiscoverForm,
  type FormErrors,
} from './filterForm';
import { ExportDialog } from './ExportDialog';
import { FilterPanel } from './FilterPanel';
import { LookalikesDialog } from './LookalikesDialog';
import { ResultsTable, type SortState } from './ResultsTable';
import { SearchExplanation } from './SearchExplanation';
import { filterFromSearch, installSearchUrlCleanup, searchUrl, storedSearch } from './searchStorage';
import { discoverTestIds } from './testIds';
import { keptSearch, useDiscoverSearch } from './useDiscoverSearch';

export const PROFILE_BANK_META_KEY = ['scout', 'profileBank', 'meta'] as const;

/** The search to show on opening: the link's, else the one stored this session; normalised as the panel would send it. */
function initialSearch(search: string, locale: string): DiscoverFilter | null {
  const asked = filterFromSearch(search) ?? storedSearch(window.localStorage);
  if (!asked) return null;
  const result = toDiscoverFilter(toDiscoverForm(asked, locale), locale);
  return result.ok ? result.filter : null;
}

/**
 * `/discover`: the creator search over the profile bank. Filters on the left, results on the
 * right with sortable figures, "Load more", export, and per creator: save, unlock contacts, add
 * to a list or campaign, lookalikes.
 */
export default function DiscoverPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [params, setParams] = useSearchParams();
  // Read once: what the page opens with.
  const [opening] = useState(() => {
    const filter = initialSearch(`?${params.toString()}`, locale);
    return { filter, kept: keptSearch(filter) };
  });
  const { state, dispatch, search, loadMore, retry } = useDiscoverSearch(opening.kept);
  const [form, setForm] = useState<DiscoverForm>(() => (opening.filter ? toDiscoverForm(opening.filter, locale) : emptyDiscoverForm()));
  const [errors, setErrors] = useState<FormErrors>({});
  const [lookalikesOf, setLookalikesOf] = useState<DiscoverProfile | null>(null);
  const [exporting, setExporting] = useState(false);
  const exportGate = usePlanGate('searchExport');
  const loadMoreGate = usePlanGate('loadMoreResults');
  const meta = useQuery({ queryKey: PROFILE_BANK_META_KEY, queryFn: ({ signal }) => fetchProfileBankMeta(signal), staleTime: 10 * 60_000 });

  useEffect(() => installSearchUrlCleanup(), []);

  const runSearch = useCallback(
    (filter: DiscoverFilter) => {
      search(filter);
      setParams(new URL(searchUrl(filter), window.location.origin).searchParams, { replace: true });
    },
    [search, setParams],
  );

  // A search opened by link or kept from before this visit, without its results: asked again.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    if (opening.filter && !opening.kept) runSearch(opening.filter);
  }, [opening, runSearch]);

  const submit = () => {
    const result = toDiscoverFilter(form, locale);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    runSearch(result.filter);
  };

  const sortBy = (sort: SortState) => {
    setForm({ ...form, ...sort });
    runSearch({ ...state.filter, ...sort });
  };

  const onUnlocked = useCallback(
    (unlocked: UnlockContactsResponse['unlocked']) => dispatch({ type: 'contactsUnlocked', unlocked }),
    [dispatch],
  );
  const sort = useMemo<SortState>(
    () => ({ sortBy: state.filter.sortBy, orderBy: state.filter.orderBy }),
    [state.filter.sortBy, state.filter.orderBy],
  );
  const searched = state.searchStatus !== 'idle';

  return (
    <BankActionsProvider onUnlocked={onUnlocked}>
      <Title title="scout.menu.discover" />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ my: 2, alignItems: 'flex-start' }}
        data-testid={discoverTestIds.page}
      >
        <FilterPanel
          form={form}
          onChange={setForm}
          errors={errors}
          meta={meta.data}
          onSearch={submit}
          onReset={() => {
            setForm(resetDiscoverForm(form));
            setErrors({});
          }}
          searching={state.loading}
        />
        <Paper variant="outlined" sx={{ flexGrow: 1, minWidth: 0, width: '100%', contain: 'inline-size' }}>
          <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'center' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="subtitle1" data-testid={discoverTestIds.total} data-total={state.totalResults ?? ''}>
                {state.totalResults === null
                  ? translate('scout.discover.title')
                  : translate('scout.discover.total', { smart_count: state.totalResults, count: numberText(state.totalResults, locale) })}
              </Typography>
              {state.source && state.totalResults !== null && (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  component="div"
                  data-testid={discoverTestIds.source}
                  data-source={state.source}
                >
                  {translate(`scout.discover.source.${state.source}`)}
                </Typography>
              )}
              {searched && activeFilterCount(state.filter) > 0 && (
                <Typography variant="caption" color="text.secondary">
                  {translate('scout.discover.filtersActive', { smart_count: activeFilterCount(state.filter) })}
                </Typography>
              )}
            </Box>
            <SortInputs
              value={{ sortBy: form.sortBy, orderBy: form.orderBy }}
              onChange={(next) => (searched ? sortBy(next) : setForm({ ...form, ...next }))}
            />
            <GatedButton
              gate={exportGate}
              startIcon={<DownloadIcon />}
              disabled={state.searchStatus !== 'done' || !state.totalResults}
              onClick={() => setExporting(true)}
              data-testid={discoverTestIds.export}
            >
              {translate('scout.discover.export.button')}
            </GatedButton>
          </Stack>
          {state.loading ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} data-testid={discoverTestIds.loading}>
              <CircularProgress size={28} />
            </Box>
          ) : state.profiles.length > 0 ? (
            <ResultsTable profiles={state.profiles} sort={sort} onSort={sortBy} onLookalikes={setLookalikesOf} />
          ) : state.searchStatus === 'done' && state.source === 'provider' ? (
            // The explanation counts Scout's bank, not the provider's database: only the plain notice.
            <Typography variant="body2" color="text.secondary" sx={{ p: 3 }} data-testid={discoverTestIds.empty}>
              {translate('scout.discover.noResults')}
            </Typography>
          ) : state.searchStatus === 'done' ? (
            <SearchExplanation
              filter={state.filter}
              onSearch={(filter) => {
                setForm(toDiscoverForm(filter, locale));
                runSearch(filter);
              }}
            />
          ) : state.searchStatus === 'limited' ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 3 }} data-testid={discoverTestIds.empty}>
              {translate('scout.discover.limited')}
            </Typography>
          ) : state.searchStatus === 'idle' ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 3 }} data-testid={discoverTestIds.empty}>
              {translate('scout.discover.start')}
            </Typography>
          ) : null}
          <Box sx={{ p: 1.5, display: 'flex', justifyContent: 'center' }}>
            {state.searchStatus === 'failed' ? (
              <Alert
                severity="error"
                data-testid={discoverTestIds.failed}
                action={
                  <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={retry} data-testid={discoverTestIds.retry}>
                    {translate('scout.discover.retry')}
                  </Button>
                }
              >
                {translate('scout.discover.failed')}
              </Alert>
            ) : state.nextPageToken ? (
              <GatedButton
                gate={loadMoreGate}
                variant="outlined"
                onClick={loadMore}
                disabled={state.loadingMore}
                startIcon={state.loadingMore ? <CircularProgress size={16} /> : undefined}
                data-testid={discoverTestIds.loadMore}
              >
                {translate('scout.discover.loadMore', {
                  shown: numberText(state.profiles.length, locale),
                  total: numberText(state.totalResults ?? 0, locale),
                })}
              </GatedButton>
            ) : state.searchStatus === 'done' && state.profiles.length > 0 ? (
              <Typography variant="caption" color="text.secondary" data-testid={discoverTestIds.end}>
                {translate('scout.discover.end', { smart_count: state.profiles.length })}
              </Typography>
            ) : null}
          </Box>
        </Paper>
      </Stack>
      {lookalikesOf && <LookalikesDialog profile={lookalikesOf} onClose={() => setLookalikesOf(null)} />}
      {exporting && <ExportDialog filter={state.filter} totalResults={state.totalResults} onClose={() => setExporting(false)} />}
    </BankActionsProvider>
  );
}

function SortInputs({ value, onChange }: { value: SortState; onChange: (sort: SortState) => void }) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        select
        size="small"
        label={translate('scout.discover.sortBy')}
        value={value.sortBy}
        onChange={(event) => onChange({ ...value, sortBy: event.target.value as DiscoverSortField })}
        slotProps={{ htmlInput: { 'data-testid': discoverTestIds.sortBy } }}
        sx={{ width: 170, flexShrink: 0 }}
      >
        {DISCOVER_SORT_FIELDS.map((field) => (
          <MenuItem key={field} value={field}>
            {translate(`scout.discover.columns.${field}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={translate('scout.discover.orderBy')}
        value={value.orderBy}
        onChange={(event) => onChange({ ...value, orderBy: event.target.value === 'asc' ? 'asc' : 'desc' })}
        slotProps={{ htmlInput: { 'data-testid': discoverTestIds.orderBy } }}
        sx={{ width: 150, flexShrink: 0 }}
      >
        <MenuItem value="desc">{translate('scout.discover.desc')}</MenuItem>
        <MenuItem value="asc">{translate('scout.discover.asc')}</MenuItem>
      </TextField>
    </>
  );
}
