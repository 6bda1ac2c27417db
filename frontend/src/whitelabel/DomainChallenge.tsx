import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DomainStatusResponse } from './whitelabelApi';
import { whitelabelTestIds } from './testIds';

/** One line of the record to set: its label and the value to copy, as written. */
function RecordLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ minWidth: 64 }}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="code"
        data-testid={testId}
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all', userSelect: 'all' }}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** The DNS records that prove the domain is the organisation's: shown until the domain is verified. */
export function DomainChallenge({ status }: { status: DomainStatusResponse }) {
  const translate = useTranslate();
  if (!status.challenge || status.status === 'verified') return null;
  const { type, name, value } = status.challenge;
  return (
    <Alert severity="info" data-testid={whitelabelTestIds.domainChallenge}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('scout.whitelabel.challenge.intro', { domain: status.domain ?? '' })}
      </Typography>
      <RecordLine label={translate('scout.whitelabel.challenge.type')} value={type} testId={whitelabelTestIds.domainChallengeType} />
      <RecordLine label={translate('scout.whitelabel.challenge.name')} value={name} testId={whitelabelTestIds.domainChallengeName} />
      <RecordLine label={translate('scout.whitelabel.challenge.value')} value={value} testId={whitelabelTestIds.domainChallengeValue} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {translate('scout.whitelabel.challenge.hint')}
      </Typography>
    </Alert>
  );
}
