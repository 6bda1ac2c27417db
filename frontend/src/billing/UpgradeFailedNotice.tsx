import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { dismissUpgradeFailure, upgradeFailed, upgradeFailureMessage } from './planStores';
import { upgradeFailedTestIds } from './testIds';

/**
 * The notice of a failed subscribe, checkout or plan change, shown while the upgrade-failed flag is
 * set. "Try again" clears the flag; a second later the upgrade popup opens again (spec section 4).
 */
export function UpgradeFailedNotice() {
  const translate = useTranslate();
  const failed = upgradeFailed.use();
  const message = upgradeFailureMessage.use();
  if (!failed) return null;
  return (
    <Alert
      severity="error"
      data-testid={upgradeFailedTestIds.notice}
      action={
        <Button color="inherit" size="small" onClick={dismissUpgradeFailure} data-testid={upgradeFailedTestIds.retry}>
          {translate('scout.billing.failed.retry')}
        </Button>
      }
    >
      <AlertTitle>{translate('scout.billing.failed.title')}</AlertTitle>
      <span data-testid={upgradeFailedTestIds.message}>{message ? translate(message) : null}</span>
    </Alert>
  );
}
