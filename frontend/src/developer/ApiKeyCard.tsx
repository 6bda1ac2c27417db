import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { Button, Card, CardActions, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../platform/dates';
import { ConfirmDialog } from '../platform/ConfirmDialog';
import { useNotifyError } from '../platform/useNotifyError';
import { maskedKey } from './apiKeyText';
import { NewApiKeyDialog } from './NewApiKeyDialog';
import { developerTestIds } from './testIds';
import { useApiKey, useCreateApiKey, useRevokeApiKey } from './useApiKey';
import { track } from '../platform/widgets/analytics';
import { QueryFailure } from '../platform/connection/Loaded';

type Confirming = 'replace' | 'revoke' | null;

/** The organisation's one key: create, replace (after a confirmation) or revoke it. */
export function ApiKeyCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const [locale] = useLocaleState();
  const key = useApiKey(true);
  const { data: apiKey, isPending, error } = key;
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [newKey, setNewKey] = useState<string>();

  const createKey = () => {
    track('DEVELOPER', 'create api key');
    create.mutate(undefined, {
      onSuccess: (created) => setNewKey(created.key),
      onError: notifyError,
      onSettled: () => setConfirming(null),
    });
  };

  const revokeKey = () =>
    revoke.mutate(undefined, {
      onSuccess: () => notify('scout.developer.revoked', { type: 'info' }),
      onError: notifyError,
      onSettled: () => setConfirming(null),
    });

  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <KeyIcon color="primary" />
          <Typography variant="h6" component="h2">
            {translate('scout.developer.apiKey')}
          </Typography>
        </Stack>
        {isPending ? (
          <Skeleton width={280} />
        ) : error ? (
          <QueryFailure read={key} failed="scout.developer.loadFailed" />
        ) : apiKey ? (
          <Typography variant="body2">
            <code data-testid={developerTestIds.keyPrefix}>{maskedKey(apiKey.prefix)}</code>{' '}
            {translate('scout.developer.createdAt', { date: formatDateTime(apiKey.createdAt, locale) })}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid={developerTestIds.noKey}>
            {translate('scout.developer.noKey')}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          disabled={isPending || Boolean(error) || create.isPending}
          onClick={() => (apiKey ? setConfirming('replace') : createKey())}
          data-testid={developerTestIds.createButton}
        >
          {translate(apiKey ? 'scout.developer.replace' : 'scout.developer.create')}
        </Button>
        {apiKey && (
          <Button
            color="error"
            disabled={revoke.isPending}
            onClick={() => setConfirming('revoke')}
            data-testid={developerTestIds.revokeButton}
          >
            {translate('scout.developer.revoke')}
          </Button>
        )}
      </CardActions>
      <ConfirmDialog
        open={confirming === 'replace'}
        title="scout.developer.replaceTitle"
        content="scout.developer.replaceWarning"
        confirmLabel="scout.developer.replace"
        destructive
        pending={create.isPending}
        onConfirm={createKey}
        onClose={() => setConfirming(null)}
        testId={developerTestIds.confirmReplace}
      />
      <ConfirmDialog
        open={confirming === 'revoke'}
        title="scout.developer.revokeTitle"
        content="scout.developer.revokeWarning"
        confirmLabel="scout.developer.revoke"
        destructive
        pending={revoke.isPending}
        onConfirm={revokeKey}
        onClose={() => setConfirming(null)}
        testId={developerTestIds.confirmRevoke}
      />
      {newKey && <NewApiKeyDialog apiKey={newKey} onClose={() => setNewKey(undefined)} />}
    </Card>
  );
}
