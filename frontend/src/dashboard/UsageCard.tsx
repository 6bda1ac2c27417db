import { Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { limitFromJson, PLAN_LIMIT_FIELDS } from '@scout/contracts/billing/planLimits';
import { useLocaleState, useTranslate } from 'react-admin';
import { countText } from '../platform/numbers';
import { usePlanName } from '../billing/planName';
import { dashboardTestIds } from './testIds';
import type { HomeResponse } from './types';

/** Usage against the plan's limits, one bar per counted field. */
export function UsageCard({ usage }: { usage: HomeResponse['usage'] }) {
  const translate = useTranslate();
  const planName = usePlanName();
  const [locale] = useLocaleState();
  return (
    <Card data-testid={dashboardTestIds.usage} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('scout.dashboard.usageTitle', { plan: planName(usage.package) })}
        </Typography>
        <Stack spacing={1.5}>
          {PLAN_LIMIT_FIELDS.map((field) => {
            const used = usage.usage[field];
            const limit = limitFromJson(usage.limits[field]);
            const bounded = Number.isFinite(limit);
            return (
              <Box key={field}>
                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                  <Typography variant="body2">{translate(`scout.dashboard.usage.${field}`)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {countText(used, locale)} / {bounded ? countText(limit, locale) : translate('scout.dashboard.unlimited')}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={bounded && limit > 0 ? Math.min(100, (used / limit) * 100) : 0}
                  color={bounded && used >= limit ? 'warning' : 'primary'}
                />
              </Box>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
