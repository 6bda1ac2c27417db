import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { upgradePopup } from '../session/planGate';
import { upgradeTestIds } from './testIds';

/** Where the plans are chosen; on these pages "See plans" only closes the popup. */
const PLAN_PAGES = new Set(['/plans', '/trial-end']);

/** The upgrade popup a 423 PlanLimit opens, naming the limit or feature (`data.field`); "See plans" goes to /plans. */
export function UpgradeDialog() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const field = upgradePopup.use();
  const close = () => upgradePopup.set(null);

  return (
    <Dialog open={field !== null} onClose={close} maxWidth="xs" fullWidth data-testid={upgradeTestIds.popup}>
      <DialogTitle>{translate('scout.upgrade.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid={upgradeTestIds.field} data-field={field ?? ''}>
          {field === 'plan'
            ? translate('scout.upgrade.planText')
            : translate('scout.upgrade.text', { field: translate(`scout.upgrade.fields.${field ?? 'plan'}`, { _: field ?? '' }) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} data-testid={upgradeTestIds.close}>
          {translate('ra.action.close')}
        </Button>
        <Button
          variant="contained"
          data-testid={upgradeTestIds.contact}
          onClick={() => {
            close();
            if (!PLAN_PAGES.has(pathname)) void navigate('/plans');
          }}
        >
          {translate('scout.upgrade.seePlans')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
