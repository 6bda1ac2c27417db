import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNotifyError } from '../platform/useNotifyError';
import { setupTestIds } from './setupTestIds';
import { useSubmitSurvey } from './useAccountSettings';

const TEAM_SIZES = ['1', '2-5', '6-20', '21+'] as const;

/** The onboarding survey; answers go to `POST /customer/account/survey`. */
export function SurveyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const submit = useSubmitSurvey();
  const [teamSize, setTeamSize] = useState<string>('');
  const [goal, setGoal] = useState('');

  const send = () =>
    submit.mutate(
      { ...(teamSize ? { teamSize } : {}), ...(goal.trim() ? { goal: goal.trim() } : {}) },
      {
        onSuccess: () => {
          notify('scout.survey.thanks', { type: 'success' });
          onClose();
        },
        onError: notifyError,
      },
    );

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth data-testid={setupTestIds.survey}>
      <DialogTitle>{translate('scout.survey.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label={translate('scout.survey.teamSize')}
            value={teamSize}
            onChange={(e) => setTeamSize(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': setupTestIds.surveyTeamSize } }}
          >
            {TEAM_SIZES.map((size) => (
              <MenuItem key={size} value={size}>
                {size}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('scout.survey.goal')}
            value={goal}
            onChange={(e) => setGoal(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { 'data-testid': setupTestIds.surveyGoal, maxLength: 2000 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={submit.isPending || (!teamSize && !goal.trim())}
          onClick={send}
          data-testid={setupTestIds.surveySubmit}
        >
          {translate('scout.survey.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
