import { Button, Card, CardActions, CardContent, Checkbox, Chip, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { DEFAULT_COLORS, type WhitelabelColors } from '@scout/contracts/whitelabel/constants';
import { ConfirmDialog } from '../platform/ConfirmDialog';
import { useNotifyError } from '../platform/useNotifyError';
import { ColorInputs } from './ColorInputs';
import { DomainChallenge } from './DomainChallenge';
import { ImageInput } from './ImageInput';
import { ThemePreview } from './ThemePreview';
import { whitelabelTestIds } from './testIds';
import { useDomainStatus, useRemoveWhitelabel, useSaveWhitelabel } from './useWhitelabel';
import type { WhitelabelSettings } from './whitelabelApi';
import { track } from '../platform/widgets/analytics';

const IMAGE_TYPES = 'image/png,image/jpeg,image/svg+xml,image/x-icon,.ico';

/** A chosen file's local preview address, released when it changes. */
function useObjectUrl(file: File | undefined): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** The white-label setup: names, domain, mail sender, colours with a live preview, logo and favicon. */
export function WhitelabelForm({ settings }: { settings: WhitelabelSettings | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const save = useSaveWhitelabel();
  const remove = useRemoveWhitelabel();
  const status = useDomainStatus(Boolean(settings));
  const [agencyName, setAgencyName] = useState(settings?.agencyName ?? '');
  const [domain, setDomain] = useState(settings?.domain ?? (typeof window === 'undefined' ? '' : window.location.host));
  const [senderEmail, setSenderEmail] = useState(settings?.senderEmail ?? '');
  const [apiKey, setApiKey] = useState('');
  const [banner, setBanner] = useState(settings?.banner ?? false);
  const [colors, setColors] = useState<WhitelabelColors>(settings?.colors ?? DEFAULT_COLORS);
  const [logo, setLogo] = useState<File>();
  const [favicon, setFavicon] = useState<File>();
  const [confirming, setConfirming] = useState(false);
  const logoSrc = useObjectUrl(logo) ?? settings?.logo ?? null;
  const faviconSrc = useObjectUrl(favicon) ?? settings?.favicon ?? null;

  const submit = () => {
    track('WHITELABEL', 'save white-label');
    save.mutate(
      {
        agencyName,
        domain,
        banner,
        colors,
        ...(senderEmail ? { senderEmail } : {}),
        ...(apiKey ? { apiKey } : {}),
        ...(logo ? { logo } : {}),
        ...(favicon ? { favicon } : {}),
      },
      { onSuccess: () => notify('scout.whitelabel.saved', { type: 'info' }), onError: notifyError },
    );
  };

  const removeAll = () =>
    remove.mutate(undefined, {
      onSuccess: () => notify('scout.whitelabel.removed', { type: 'info' }),
      onError: notifyError,
      onSettled: () => setConfirming(false),
    });

  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <TextField
            label={translate('scout.whitelabel.agencyName')}
            value={agencyName}
            onChange={(e) => setAgencyName(e.target.value)}
            required
            slotProps={{ htmlInput: { 'data-testid': whitelabelTestIds.agencyName } }}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              sx={{ flex: 1 }}
              label={translate('scout.whitelabel.domain')}
              helperText={translate('scout.whitelabel.domainHint')}
              value={domain}
              onChange={(e) => setDomain(e.target.value)}
              required
              slotProps={{ htmlInput: { 'data-testid': whitelabelTestIds.domain } }}
            />
            {status.data ? (
              <Chip
                data-testid={whitelabelTestIds.domainStatus}
                color={status.data.status === 'verified' ? 'success' : 'default'}
                label={translate(`scout.whitelabel.status.${status.data.status}`)}
              />
            ) : null}
          </Stack>
          {status.data ? <DomainChallenge status={status.data} /> : null}
          <TextField
            label={translate('scout.whitelabel.senderEmail')}
            type="email"
            value={senderEmail}
            onChange={(e) => setSenderEmail(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': whitelabelTestIds.senderEmail } }}
          />
          <TextField
            label={translate('scout.whitelabel.apiKey')}
            type="password"
            autoComplete="off"
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
            helperText={settings?.apiKeySet ? translate('scout.whitelabel.apiKeySet') : translate('scout.whitelabel.apiKeyHint')}
            slotProps={{ htmlInput: { 'data-testid': whitelabelTestIds.apiKey } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={banner}
                onChange={(e) => setBanner(e.target.checked)}
                slotProps={{ input: { 'aria-label': 'banner' } }}
                data-testid={whitelabelTestIds.banner}
              />
            }
            label={translate('scout.whitelabel.banner')}
          />
          <Typography variant="subtitle1">{translate('scout.whitelabel.colorsTitle')}</Typography>
          <ColorInputs colors={colors} onChange={(name, value) => setColors((current) => ({ ...current, [name]: value }))} />
          <ThemePreview colors={colors} agencyName={agencyName} logo={logoSrc} />
          <ImageInput
            label="scout.whitelabel.logo"
            src={logoSrc}
            accept={IMAGE_TYPES}
            testId={whitelabelTestIds.logoInput}
            onChoose={setLogo}
          />
          <ImageInput
            label="scout.whitelabel.favicon"
            src={faviconSrc}
            accept={IMAGE_TYPES}
            testId={whitelabelTestIds.faviconInput}
            onChoose={setFavicon}
          />
          <Typography variant="caption" color="text.secondary">
            {translate('scout.whitelabel.fileHint')}
          </Typography>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        <Button
          variant="contained"
          onClick={submit}
          disabled={save.isPending || !agencyName || !domain}
          data-testid={whitelabelTestIds.save}
        >
          {translate('scout.whitelabel.save')}
        </Button>
        {settings ? (
          <Button color="error" onClick={() => setConfirming(true)} data-testid={whitelabelTestIds.remove}>
            {translate('scout.whitelabel.remove')}
          </Button>
        ) : null}
      </CardActions>
      <ConfirmDialog
        open={confirming}
        title="scout.whitelabel.removeTitle"
        content="scout.whitelabel.removeWarning"
        confirmLabel="scout.whitelabel.remove"
        destructive
        pending={remove.isPending}
        onConfirm={removeAll}
        onClose={() => setConfirming(false)}
        testId={whitelabelTestIds.confirmRemove}
      />
    </Card>
  );
}
