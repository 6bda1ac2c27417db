import type { OrganizationCreated } from '@scout/contracts/accounts';
import type { MonthlyUsageField, OrganizationPlanChanged, UsageRecorded } from '@scout/contracts/billing/events';
import type { Decider } from '../platform/decider';
import { NotFoundError, ValidationError } from '../platform/errors';

export type OrganizationBillingCommand =
  | { type: 'ChangePlan'; package: string; known: boolean; now: string }
  | { type: 'RecordUsage'; field: MonthlyUsageField; amount: number; period: string; now: string };
export type OrganizationBillingEvent = OrganizationCreated | OrganizationPlanChanged | UsageRecorded;
export type OrganizationBillingState = { exists: boolean; package: string };

/** The plan an organisation is on and the usage it counts, on the organisation's stream. */
export const organizationBillingDecider: Decider<OrganizationBillingCommand, OrganizationBillingState, OrganizationBillingEvent> = {
  initialState: () => ({ exists: false, package: '' }),
  decide(command, state) {
    if (!state.exists) throw new NotFoundError('Organisation not found');
    switch (command.type) {
      case 'ChangePlan':
        if (!command.known) throw new ValidationError(`There is no plan named ${command.package}`);
        if (command.package === state.package) return [];
        return [{ type: 'OrganizationPlanChanged', data: { package: command.package, changedAt: command.now } }];
      case 'RecordUsage':
        return [{ type: 'UsageRecorded', data: { field: command.field, amount: command.amount, period: command.period, recordedAt: command.now } }];
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'OrganizationCreated':
        return { exists: true, package: event.data.package };
      case 'OrganizationPlanChanged':
        return { ...state, package: event.data.package };
      default:
        return state;
    }
  },
};
