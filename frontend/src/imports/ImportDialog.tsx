import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { useLists } from '../lists/useLists';
import { ALL_PLATFORMS, DEFAULT_PLATFORM, KNOWN_PLATFORMS } from '../socialProfile/platforms';
import { useCommand } from '../platform/useCommand';
import { ImportProgressView } from './ImportProgressView';
import { importTestIds } from './testIds';
import type { ImportProgress, NewImport } from './types';
import { isFinished, useImportProgress } from './useImport';
import { usernamesOf } from './usernames';

/** Imports profiles from a CSV file or typed handles, optionally into a list, with a progress bar while the job runs. */
export function ImportDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const lists = useLists();
  const [mode, setMode] = useState<'text' | 'file'>('text');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [platform, setPlatform] = useState<string>(DEFAULT_PLATFORM);
  const [group, setGroup] = useState('');
  const [started, setStarted] = useState<ImportProgress | null>(null);
  const start = useCommand((dp, request: NewImport) => dp.startImport(request), { refetch: [] });
  const progress = useImportProgress(started);
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const done = isFinished(progress);
  // Once done, the list behind the dialog shows the platform imported to (or every platform).
  useEffect(() => {
    if (!done || !progress || filterValues.platform === ALL_PLATFORMS || filterValues.platform === progress.platform) return;
    setFilters({ ...filterValues, platform: progress.platform }, displayedFilters);
  }, [done, progress, filterValues, displayedFilters, setFilters]);
  const usernames = usernamesOf(text);
  const ready = mode === 'file' ? file !== null : usernames.length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const source = mode === 'file' && file ? { file } : { usernames };
    start.mutate({ platform, group: group.trim() || undefined, source }, { onSuccess: setStarted });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid={importTestIds.dialog}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('scout.imports.title')}</DialogTitle>
        <DialogContent>
          {progress ? (
            <ImportProgressView progress={progress} />
          ) : (
            <Stack spacing={2}>
              <Tabs value={mode} onChange={(_event, value: 'text' | 'file') => setMode(value)}>
                <Tab value="text" label={translate('scout.imports.fromText')} data-testid={importTestIds.textTab} />
                <Tab value="file" label={translate('scout.imports.fromFile')} data-testid={importTestIds.fileTab} />
              </Tabs>
              {mode === 'text' ? (
                <TextField
                  multiline
                  minRows={4}
                  label={translate('scout.imports.usernames')}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  slotProps={{ htmlInput: { 'data-testid': importTestIds.usernames } }}
                />
              ) : (
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <Button variant="outlined" component="label">
                    {translate('scout.imports.file')}
                    <input
                      hidden
                      type="file"
                      accept=".csv,text/csv,text/plain"
                      data-testid={importTestIds.file}
                      onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                    />
                  </Button>
                  {file && <Typography variant="body2">{translate('scout.imports.fileChosen', { name: file.name })}</Typography>}
                </Stack>
              )}
              <TextField
                select
                label={translate('resources.profiles.fields.platform')}
                value={platform}
                onChange={(e) => setPlatform(e.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': importTestIds.platform } }}
              >
                {KNOWN_PLATFORMS.map((name) => (
                  <option key={name} value={name}>
                    {translate(`scout.platforms.${name}`)}
                  </option>
                ))}
              </TextField>
              <Autocomplete
                freeSolo
                options={(lists.data ?? []).map((list) => list.name)}
                inputValue={group}
                onInputChange={(_event, value) => setGroup(value)}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={translate('scout.imports.list')}
                    slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': importTestIds.list } }}
                  />
                )}
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(progress ? 'scout.imports.close' : 'ra.action.cancel')}</Button>
          {!progress && (
            <Button type="submit" variant="contained" disabled={start.isPending || !ready} data-testid={importTestIds.start}>
              {translate('scout.imports.start')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
