import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PlanTotals, type ShownPlan } from './PlanTotals';
import { planTestIds } from './testIds';

/** The expected totals in the public report, when the owner chose to show them. */
export function PublicPlan({ plan }: { plan: ShownPlan }) {
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
        <PlanTotals plan={plan} />
      </CardContent>
    </Card>
  );
}
