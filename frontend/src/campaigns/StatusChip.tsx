import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CampaignStatus } from '@scout/contracts/campaigns';

const COLORS: Record<CampaignStatus, ChipProps['color']> = {
  draft: 'default',
  active: 'success',
  paused: 'warning',
  completed: 'info',
  archived: 'default',
};

export function StatusChip({ status, testId }: { status: CampaignStatus; testId?: string }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'archived' ? 'outlined' : 'filled'}
      label={translate(`scout.campaigns.status.${status}`)}
      data-testid={testId}
      data-status={status}
    />
  );
}
