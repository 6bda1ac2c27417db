import { usePermissions } from 'react-admin';
import { MetricsView } from '../MetricsView';
import { canManageOrganisation } from '../permissions';
import type { CampaignMetrics } from '../types';
import { CpmButton } from './CpmDialog';
import { Empty, TabCard } from './parts';

/** The campaign's metrics with their formulas; the CPM values are editable here for the organisation. */
export function MetricsTab({ metrics }: { metrics: CampaignMetrics | null }) {
  const { permissions } = usePermissions<unknown>();
  return (
    <TabCard title="scout.campaigns.tabs.metrics">
      {metrics ? <MetricsView metrics={metrics} showCpmSource cpmActions={canManageOrganisation(permissions) ? <CpmButton /> : undefined} /> : <Empty text="scout.campaigns.metrics.none" />}
    </TabCard>
  );
}
