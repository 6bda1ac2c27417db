import { usePermissions } from 'react-admin';
import { UpdatedAgo } from '../../platform/UpdatedAgo';
import { MetricsView } from '../MetricsView';
import { canManageOrganisation } from '../permissions';
import type { CampaignMetrics } from '../types';
import { CpmButton } from './CpmDialog';
import { Empty, TabCard } from './parts';

/**
 * The campaign's metrics with their formulas; the CPM values are editable here for the organisation.
 * `updatedAt`: when the post figures last changed or were refreshed ("Post figures updated 2 hours ago").
 */
export function MetricsTab({ metrics, updatedAt = null }: { metrics: CampaignMetrics | null; updatedAt?: string | null }) {
  const { permissions } = usePermissions<unknown>();
  return (
    <TabCard title="scout.campaigns.tabs.metrics">
      {metrics && (
        <UpdatedAgo
          at={updatedAt}
          messageKey="scout.campaigns.metrics.updatedAgo"
          sx={{ display: 'block', mb: 1 }}
          testId="campaign-metrics-updated"
        />
      )}
      {metrics ? (
        <MetricsView metrics={metrics} showCpmSource cpmActions={canManageOrganisation(permissions) ? <CpmButton /> : undefined} />
      ) : (
        <Empty text="scout.campaigns.metrics.none" />
      )}
    </TabCard>
  );
}
