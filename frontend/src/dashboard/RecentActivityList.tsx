import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '../platform/dates';
import { activitySentence } from './activityText';
import { dashboardTestIds } from './testIds';
import type { RecentActivity } from './types';

/** Who did what and when, newest first, with times in Europe/Vienna. */
export function RecentActivityList({ entries }: { entries: RecentActivity[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Card data-testid={dashboardTestIds.activityList}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('scout.dashboard.activityTitle')}
        </Typography>
        {entries.length === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid={dashboardTestIds.activityEmpty} sx={{ mt: 1 }}>
            {translate('scout.dashboard.activityEmpty')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {entries.map((entry) => (
              <ListItem key={entry._id} disableGutters divider data-testid={dashboardTestIds.activityItem}>
                <ListItemText primary={activitySentence(entry, translate, locale)} secondary={formatDateTime(entry.occurredAt, locale)} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
