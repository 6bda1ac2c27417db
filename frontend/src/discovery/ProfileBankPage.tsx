import { Box, CircularProgress, Pagination, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Title, useLocaleState, useTranslate } from 'react-admin';
import { BANK_PLATFORMS, type BankPlatform } from '@scout/contracts/discovery/bank';
import {
  PROFILE_BANK_DEFAULT_PLATFORM,
  type ProfileBankResponse,
  type UnlockContactsResponse,
} from '@scout/contracts/discovery/profileBank';
import type { DiscoverProfile } from '@scout/contracts/discovery/search';
import { numberText } from '../platform/numbers';
import { BankActionsProvider } from './bankActions';
import { fetchProfileBank } from './discoverApi';
import { withUnlockedContacts } from './discoverState';
import { LookalikesDialog } from './LookalikesDialog';
import { ResultsTable } from './ResultsTable';
import { discoverTestIds } from './testIds';
import { useNotifyReadError } from '../platform/useNotifyReadError';
import { QueryFailure } from '../platform/connection/Loaded';

const bankKey = (platform: BankPlatform, page: number) => ['scout', 'profileBank', 'page', platform, page] as const;

/** `/profile-bank`: the bank's creators of one platform (Instagram first), 20 a page, to save or unlock. */
export default function ProfileBankPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const [platform, setPlatform] = useState<BankPlatform>(PROFILE_BANK_DEFAULT_PLATFORM);
  const [page, setPage] = useState(1);
  const [lookalikesOf, setLookalikesOf] = useState<DiscoverProfile | null>(null);
  const resultsTop = useRef<HTMLDivElement>(null);
  const turnPage = (next: number) => {
    setPage(next);
    // The next page starts where the results start, not where the pagination was.
    resultsTop.current?.scrollIntoView({ block: 'start' });
  };
  const bank = useQuery({
    queryKey: bankKey(platform, page),
    queryFn: ({ signal }) => fetchProfileBank(page, platform, signal),
    placeholderData: keepPreviousData,
  });
  useNotifyReadError(bank.error);

  const onUnlocked = useCallback(
    (unlocked: UnlockContactsResponse['unlocked']) => {
      queryClient.setQueriesData<ProfileBankResponse>(
        { queryKey: ['scout', 'profileBank', 'page'] },
        (cached) => cached && { ...cached, profiles: withUnlockedContacts(cached.profiles, unlocked) },
      );
    },
    [queryClient],
  );

  return (
    <BankActionsProvider onUnlocked={onUnlocked}>
      <Title title="scout.menu.profileBank" />
      <Paper
        ref={resultsTop}
        variant="outlined"
        sx={{ my: 2, contain: 'inline-size', scrollMarginTop: (theme) => theme.spacing(9) }}
        data-testid={discoverTestIds.bankPage}
      >
        <Tabs
          value={platform}
          onChange={(_event, next: BankPlatform) => {
            setPlatform(next);
            setPage(1);
          }}
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {BANK_PLATFORMS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={translate(`scout.platforms.${value}`, { _: value })}
              data-testid={discoverTestIds.bankTab(value)}
            />
          ))}
        </Tabs>
        <Stack direction="row" sx={{ px: 2, py: 1, alignItems: 'center' }}>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ flexGrow: 1 }}
            data-testid={discoverTestIds.total}
            data-total={bank.data?.total ?? ''}
          >
            {bank.data
              ? translate('scout.discover.bankTotal', { smart_count: bank.data.total, count: numberText(bank.data.total, locale) })
              : ' '}
          </Typography>
          {bank.isFetching && <CircularProgress size={18} />}
        </Stack>
        {bank.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }} data-testid={discoverTestIds.loading}>
            <CircularProgress size={28} />
          </Box>
        ) : bank.isError ? (
          <Box sx={{ px: 2 }}>
            <QueryFailure read={bank} failed="scout.discover.bankFailed" />
          </Box>
        ) : bank.data.profiles.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 3 }} data-testid={discoverTestIds.empty}>
            {translate('scout.discover.bankEmpty')}
          </Typography>
        ) : (
          <>
            <ResultsTable profiles={bank.data.profiles} onLookalikes={setLookalikesOf} />
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
              <Pagination
                count={bank.data.totalPages}
                page={bank.data.currentPage}
                onChange={(_event, next) => turnPage(next)}
                data-testid={discoverTestIds.bankPagination}
              />
            </Box>
          </>
        )}
      </Paper>
      {lookalikesOf && <LookalikesDialog profile={lookalikesOf} onClose={() => setLookalikesOf(null)} />}
    </BankActionsProvider>
  );
}
