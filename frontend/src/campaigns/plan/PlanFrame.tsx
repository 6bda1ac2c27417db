import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { planTestIds } from './testIds';

/** The expected totals' card: its title and what it says, then `children`. */
export function PlanFrame({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card data-testid={planTestIds.card}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('scout.campaignPlan.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('scout.campaignPlan.intro')}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
