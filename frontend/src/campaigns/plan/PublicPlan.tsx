import { PlanFrame } from './PlanFrame';
import { PlanTotals, type ShownPlan } from './PlanTotals';

/** The expected totals in the public report, when the owner chose to show them. */
export function PublicPlan({ plan }: { plan: ShownPlan }) {
  return (
    <PlanFrame>
      <PlanTotals plan={plan} />
    </PlanFrame>
  );
}
