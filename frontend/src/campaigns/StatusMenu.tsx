import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CampaignStatus } from '@scout/contracts/campaigns';
import { campaignTestIds } from './testIds';
import { allowedTransitions } from './transitions';
import { useCampaignCommand } from './useCampaigns';

/** "Change status": offers only the transitions the decider allows from the current status. */
export function StatusMenu({ campaignId, status }: { campaignId: string; status: CampaignStatus }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const change = useCampaignCommand(
    campaignId,
    (dp, id, to: CampaignStatus) => dp.updateCampaignStatus(id, to),
    'scout.campaigns.statusChanged',
  );
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={change.isPending}
        data-testid={campaignTestIds.statusMenuButton}
      >
        {translate('scout.campaigns.changeStatus')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {allowedTransitions(status).map((to) => (
          <MenuItem
            key={to}
            onClick={() => {
              setAnchor(null);
              change.mutate(to);
            }}
            data-testid={`${campaignTestIds.statusOption}-${to}`}
          >
            {translate(`scout.campaigns.statusTo.${to}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
