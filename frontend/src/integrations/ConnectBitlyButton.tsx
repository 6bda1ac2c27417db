import LinkIcon from '@mui/icons-material/LinkOutlined';
import { Chip } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { GatedButton } from '../billing/PlanLock';
import { usePlanGate } from '../billing/usePlanGate';
import { canConnectBitly } from './permissions';
import { rememberNewState, withState } from './bitlyState';
import { integrationsTestIds } from './testIds';
import { useBitlyConnection } from './useBitly';

/**
 * "Connect Bitly": goes to Bitly's authorize address the API gives; Bitly sends the user back to
 * /bitly/callback/. Shows a chip once connected; nothing when Bitly is not set up for Scout. Only
 * owners and admins connect it (`organization:manage`), on a plan with integrations and Bitly (else locked).
 */
export function ConnectBitlyButton() {
  const translate = useTranslate();
  const { permissions } = usePermissions<unknown>();
  const connection = useBitlyConnection();
  const gate = usePlanGate('integrations', 'bitly');
  if (!connection.data) return null;
  if (connection.data.connected) {
    return (
      <Chip
        size="small"
        color="success"
        variant="outlined"
        icon={<LinkIcon />}
        label={translate('scout.integrations.bitly.connected')}
        data-testid={integrationsTestIds.bitlyConnected}
      />
    );
  }
  const { authorizeUrl } = connection.data;
  if (!authorizeUrl || !canConnectBitly(permissions)) return null;
  return (
    <GatedButton
      gate={gate}
      size="small"
      startIcon={<LinkIcon />}
      href={authorizeUrl}
      onClick={(event) => {
        // To Bitly with a fresh state, which the callback page checks.
        event.preventDefault();
        window.location.assign(withState(authorizeUrl, rememberNewState(window.sessionStorage)));
      }}
      data-testid={integrationsTestIds.connectBitly}
    >
      {translate('scout.integrations.bitly.connect')}
    </GatedButton>
  );
}
