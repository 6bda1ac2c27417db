import LockIcon from '@mui/icons-material/LockOutlined';
import { Alert, Button, Tooltip, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { planGateTestIds } from './testIds';
import type { PlanGate } from './usePlanGate';

/** The lock of a plan-gated action, its tooltip naming the plans that include it. */
export function PlanLockIcon({ gate, fontSize = 'small' }: { gate: PlanGate; fontSize?: 'inherit' | 'small' }) {
  return (
    <Tooltip title={gate.hint}>
      <LockIcon fontSize={fontSize} data-testid={planGateTestIds.lock} aria-label={gate.hint} />
    </Tooltip>
  );
}

/**
 * A button of a plan-gated action: as given while the plan includes it; otherwise with a lock, a
 * tooltip naming the plans that include it, and the upgrade popup on click instead of the action.
 */
export function GatedButton({ gate, onClick, startIcon, disabled, href, ...props }: ButtonProps & { gate: PlanGate }) {
  if (!gate.locked) return <Button onClick={onClick} startIcon={startIcon} disabled={disabled} href={href} {...props} />;
  return (
    <Tooltip title={gate.hint}>
      <Button
        {...props}
        startIcon={<LockIcon data-testid={planGateTestIds.lock} />}
        onClick={gate.offerUpgrade}
        data-locked="true"
        aria-description={gate.hint}
      />
    </Tooltip>
  );
}

/** Above a form the plan does not include: what is missing, which plans have it, and the way to them. */
export function PlanLockNotice({ gate, dense = false }: { gate: PlanGate; dense?: boolean }) {
  const translate = useTranslate();
  if (!gate.locked) return null;
  return (
    <Alert
      severity="info"
      icon={<LockIcon fontSize={dense ? 'small' : 'medium'} data-testid={planGateTestIds.lock} />}
      data-testid={planGateTestIds.notice}
      sx={dense ? { py: 0, px: 1, '& .MuiAlert-message': { fontSize: 12 } } : undefined}
      action={
        <Button color="inherit" size="small" onClick={gate.offerUpgrade}>
          {translate('scout.planGate.seePlans')}
        </Button>
      }
    >
      {gate.label}
    </Alert>
  );
}
