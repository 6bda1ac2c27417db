import WarningIcon from '@mui/icons-material/WarningAmberRounded';
import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { implausibleReasons, type CreatorFiguresToCheck } from './plausibility';
import { analyticsTestIds } from './testIds';

/** A warning beside a figure that cannot be true together with the others, its tooltip saying why; nothing otherwise. */
export function ImplausibleMarker({ figures }: { figures: CreatorFiguresToCheck }) {
  const translate = useTranslate();
  const reasons = implausibleReasons(figures);
  if (reasons.length === 0) return null;
  const why = reasons.map((reason) => translate(`scout.figures.implausible.${reason}`)).join(' ');
  return (
    <Tooltip title={why}>
      <WarningIcon
        color="warning"
        sx={{ fontSize: '1.1em', verticalAlign: 'text-bottom', ml: 0.5 }}
        aria-label={why}
        data-testid={analyticsTestIds.implausible}
        data-reasons={reasons.join(' ')}
      />
    </Tooltip>
  );
}
