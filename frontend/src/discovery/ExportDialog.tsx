import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { SEARCH_EXPORT_MAX_PROFILES } from '@scout/contracts/discovery/exports';
import type { DiscoverFilter } from '@scout/contracts/discovery/search';
import { numberText } from '../platform/numbers';
import { pollUntil } from '../platform/polling';
import { useNotifyError } from '../platform/useNotifyError';
import { downloadSearchExport, fetchSearchExport, startSearchExport } from './discoverApi';
import { discoverTestIds } from './testIds';
import { track } from '../platform/widgets/analytics';

/** How many creators an export asks for unless the user says otherwise. */
export function defaultExportCount(totalResults: number | null): number {
  return Math.max(1, Math.min(totalResults ?? 100, 1000, SEARCH_EXPORT_MAX_PROFILES));
}

/**
 * Export of the current search as CSV: asks how many creators, starts the export job (plan-gated,
 * counted as a search), shows its progress by reading it every second, then offers the file.
 */
export function ExportDialog({
  filter,
  totalResults,
  onClose,
}: {
  filter: DiscoverFilter;
  totalResults: number | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notifyError = useNotifyError();
  const [count, setCount] = useState(String(defaultExportCount(totalResults)));
  const parsed = Number(count);
  const valid = Number.isInteger(parsed) && parsed >= 1 && parsed <= SEARCH_EXPORT_MAX_PROFILES;

  const start = useMutation({ mutationFn: (profileCount: number) => startSearchExport(filter, profileCount), onError: notifyError });
  const exportId = start.data?.exportId;
  const job = useQuery({
    queryKey: ['scout', 'searchExport', exportId],
    queryFn: ({ signal }) => fetchSearchExport(exportId ?? '', signal),
    enabled: exportId !== undefined,
    refetchInterval: (query) => pollUntil(query.state.data !== undefined && query.state.data.status !== 'running'),
  });
  const download = useMutation({ mutationFn: downloadSearchExport, onError: notifyError });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    track('DISCOVER', 'export');
    if (valid && !start.isPending && !exportId) start.mutate(parsed);
  };
  const view = job.data;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid={discoverTestIds.exportDialog}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('scout.discover.export.title')}</DialogTitle>
        <DialogContent>
          {!exportId ? (
            <>
              <DialogContentText sx={{ mb: 2 }}>{translate('scout.discover.export.hint')}</DialogContentText>
              <TextField
                autoFocus
                fullWidth
                size="small"
                type="number"
                label={translate('scout.discover.export.count')}
                value={count}
                error={!valid}
                helperText={translate('scout.discover.export.countHint', { max: numberText(SEARCH_EXPORT_MAX_PROFILES, locale) })}
                onChange={(event) => setCount(event.target.value)}
                slotProps={{ htmlInput: { min: 1, max: SEARCH_EXPORT_MAX_PROFILES, 'data-testid': discoverTestIds.exportCount } }}
              />
            </>
          ) : (
            <Box data-testid={discoverTestIds.exportProgress} data-status={view?.status ?? 'running'}>
              {view?.status === 'failed' ? (
                <Alert severity="error">{view.reason ?? translate('scout.discover.export.failed')}</Alert>
              ) : (
                <>
                  <LinearProgress variant={view ? 'determinate' : 'indeterminate'} value={view?.progress ?? 0} sx={{ mb: 1 }} />
                  <Typography variant="body2">
                    {view?.status === 'completed'
                      ? translate('scout.discover.export.done', { smart_count: view.processed })
                      : translate('scout.discover.export.running', {
                          processed: numberText(view?.processed ?? 0, locale),
                          total: numberText(view?.profileCount ?? parsed, locale),
                        })}
                  </Typography>
                </>
              )}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.close')}</Button>
          {!exportId ? (
            <Button type="submit" variant="contained" disabled={!valid || start.isPending} data-testid={discoverTestIds.exportStart}>
              {translate('scout.discover.export.start')}
            </Button>
          ) : (
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              disabled={view?.status !== 'completed' || download.isPending}
              onClick={() => view && download.mutate(view)}
              data-testid={discoverTestIds.exportDownload}
            >
              {translate('scout.discover.export.download')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
