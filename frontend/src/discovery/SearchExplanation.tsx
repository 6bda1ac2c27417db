import { Box, Button, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { filterNamesOf } from '@scout/contracts/discovery/explain';
import type { DiscoverFilter } from '@scout/contracts/discovery/search';
import { useLocaleState, useTranslate } from 'react-admin';
import { countText, numberText } from '../platform/numbers';
import { explainSearch } from './discoverApi';
import { filterValueText, mostRestrictive, withoutFilter } from './searchExplanation';
import { discoverTestIds } from './testIds';

/**
 * An empty discover result explained from the bank's counts (no search credit spent): which filter
 * emptied it (what dropping it would find), each filter's own matches, and what the bank holds.
 */
export function SearchExplanation({ filter, onSearch }: { filter: DiscoverFilter; onSearch: (filter: DiscoverFilter) => void }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const names = filterNamesOf(filter);
  const explained = useQuery({
    queryKey: ['scout', 'discover', 'explain', filter],
    queryFn: ({ signal }) => explainSearch(filter, signal),
    enabled: names.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const t = (key: string, options?: Record<string, unknown>) => translate(`scout.discover.explain.${key}`, options);
  const label = (name: string) => translate(`scout.discover.filters.${name}`);
  if (!explained.data) {
    return (
      <Stack spacing={1} sx={{ p: 3 }} data-testid={discoverTestIds.empty}>
        <Typography variant="body2" color="text.secondary">
          {translate('scout.discover.noResults')}
        </Typography>
        {explained.isFetching ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress size={14} />
            <Typography variant="body2" color="text.secondary">
              {t('loading')}
            </Typography>
          </Stack>
        ) : null}
      </Stack>
    );
  }
  const { data } = explained;
  const culprit = mostRestrictive(data);
  const platform = filter.platform ? translate(`scout.platforms.${filter.platform}`) : null;
  const range = data.followers.min !== null && data.followers.max !== null ? data.followers : null;
  return (
    <Stack spacing={2} sx={{ p: 3 }} data-testid={discoverTestIds.empty} data-explained="true">
      <Typography variant="body1" sx={{ fontWeight: 500 }}>
        {t('none', { smart_count: names.length })}
      </Typography>
      {culprit ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="body2" data-testid={discoverTestIds.explainCulprit} data-filter={culprit.name}>
            {t('culprit', {
              filter: label(culprit.name),
              value: filterValueText(culprit.name, filter, locale, translate),
              smart_count: culprit.without,
              count: numberText(culprit.without, locale),
            })}
          </Typography>
          <Button size="small" variant="outlined" onClick={() => onSearch(withoutFilter(filter, culprit.name))}>
            {t('dropIt')}
          </Button>
        </Stack>
      ) : (
        <Typography variant="body2" data-testid={discoverTestIds.explainCulprit} data-filter="">
          {t('noCulprit')}
        </Typography>
      )}
      <Table size="small" sx={{ maxWidth: 720 }} data-testid={discoverTestIds.explainFilters}>
        <TableHead>
          <TableRow>
            <TableCell>{t('filter')}</TableCell>
            <TableCell align="right">{t('alone')}</TableCell>
            <TableCell align="right">{t('without')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.filters.map(({ name, alone, without }) => (
            <TableRow key={name} data-testid={discoverTestIds.explainFilter(name)} data-alone={alone} data-without={without}>
              <TableCell>
                {label(name)}: {filterValueText(name, filter, locale, translate)}
              </TableCell>
              <TableCell align="right">{numberText(alone, locale)}</TableCell>
              <TableCell align="right">{numberText(without, locale)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box data-testid={discoverTestIds.explainBank}>
        <Typography variant="subtitle2">{t('bankTitle')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('bankTotal', { count: numberText(data.bankTotal, locale) })}{' '}
          {range
            ? platform
              ? t('followersRangeOn', { platform, min: countText(range.min, locale), max: countText(range.max, locale) })
              : t('followersRange', { min: countText(range.min, locale), max: countText(range.max, locale) })
            : null}
        </Typography>
      </Box>
    </Stack>
  );
}
