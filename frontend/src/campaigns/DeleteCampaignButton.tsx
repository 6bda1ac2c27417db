import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../platform/ConfirmDialog';
import { useCommand } from '../platform/useCommand';
import { CAMPAIGNS_ROUTE } from './campaignPaths';
import { campaignTestIds } from './testIds';
import { CAMPAIGNS_KEY, campaignKey } from './useCampaigns';

/** Deletes the campaign (`DELETE /customer/campaign/{id}`) after asking, then goes back to the list. */
export function DeleteCampaignButton({ campaignId }: { campaignId: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  // Only the list is read again: the campaign itself is gone.
  const remove = useCommand((dp, id: string) => dp.deleteCampaign(id), {
    refetch: [[...CAMPAIGNS_KEY, 'list']],
    success: 'scout.campaigns.deleted',
  });

  const confirm = () =>
    remove.mutate(campaignId, {
      onSuccess: () => {
        setAsking(false);
        queryClient.removeQueries({ queryKey: campaignKey(campaignId) });
        void navigate(CAMPAIGNS_ROUTE);
      },
    });

  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setAsking(true)}
        data-testid={campaignTestIds.deleteCampaign}
      >
        {translate('scout.campaigns.delete')}
      </Button>
      <ConfirmDialog
        open={asking}
        title="scout.campaigns.deleteTitle"
        content="scout.campaigns.deleteText"
        confirmLabel="ra.action.delete"
        destructive
        pending={remove.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
        testId={campaignTestIds.deleteDialog}
      />
    </>
  );
}
