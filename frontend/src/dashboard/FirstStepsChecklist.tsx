import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import UncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Box,
  Card,
  CardContent,
  IconButton,
  LinearProgress,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FirstSteps } from '@scout/contracts/dashboard/firstStepNames';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ME_QUERY_KEY, useMe } from '../accounts/useMe';
import { useNotifyError } from '../platform/useNotifyError';
import { hideChecklist } from './checklistApi';
import { checklistFor } from './firstSteps';
import { dashboardTestIds } from './testIds';

/** The first-run checklist: each step links to its screen and ticks itself once done; the user can hide it. */
export function FirstStepsChecklist({ done }: { done: FirstSteps }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const notifyError = useNotifyError();
  const { data: me } = useMe();
  const hide = useMutation({
    mutationFn: hideChecklist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
    onError: notifyError,
  });
  if (!me || me.statusFlags.hideChecklist || hide.isSuccess) return null;
  const steps = checklistFor(me.role, done);
  const finished = steps.filter((step) => step.done).length;
  const t = (key: string, options?: Record<string, unknown>) => translate(`scout.dashboard.firstSteps.${key}`, options);

  return (
    <Card data-testid={dashboardTestIds.checklist}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h6" component="h2">
              {t('title')}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid={dashboardTestIds.checklistProgress}>
              {finished === steps.length ? t('allDone') : t('progress', { done: finished, total: steps.length })}
            </Typography>
          </Box>
          <Tooltip title={t('dismiss')}>
            <IconButton
              onClick={() => hide.mutate()}
              disabled={hide.isPending}
              aria-label={t('dismiss')}
              data-testid={dashboardTestIds.checklistDismiss}
            >
              <CloseIcon />
            </IconButton>
          </Tooltip>
        </Stack>
        <LinearProgress variant="determinate" value={(finished / steps.length) * 100} sx={{ my: 1.5 }} />
        <List dense disablePadding>
          {steps.map(({ step, path, done: stepDone }) => (
            <ListItemButton
              key={step}
              component={Link}
              to={path}
              data-testid={dashboardTestIds.checklistStep(step)}
              data-done={String(stepDone)}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                {stepDone ? <CheckCircleIcon color="success" titleAccess={t('done')} /> : <UncheckedIcon color="disabled" />}
              </ListItemIcon>
              <ListItemText
                primary={t(`steps.${step}.title`)}
                secondary={t(`steps.${step}.text`)}
                slotProps={{ primary: { sx: stepDone ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined } }}
              />
            </ListItemButton>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
