import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { upgradePopup } from './planStores';
import { upgradeTestIds } from './testIds';

/** The upgrade popup a 423 PlanLimit opens, naming the limit or feature (`data.field`). */
export function UpgradeDialog() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const field = upgradePopup.use();
  const close = () => upgradePopup.set(null);

  return (
    <Dialog open={field !== null} onClose={close} maxWidth="xs" fullWidth data-testid={upgradeTestIds.popup}>
      <DialogTitle>{translate('scout.upgrade.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText data-testid={upgradeTestIds.field} data-field={field ?? ''}>
          {translate('scout.upgrade.text', { field: translate(`scout.upgrade.fields.${field ?? 'plan'}`, { _: field ?? '' }) })}
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
            navigate('/account');
          }}
        >
          {translate('scout.upgrade.contact')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
