import type { OrganizationCreated } from '@scout/contracts/accounts';
import { ConflictError } from '@scout/platform/errors';
import type { Decider } from '@scout/platform/decider';

export type OrganizationCommand = { type: 'CreateOrganization'; data: OrganizationCreated['data'] };
export type OrganizationEvent = OrganizationCreated;
export type OrganizationState = { exists: boolean };

export const organizationDecider: Decider<OrganizationCommand, OrganizationState, OrganizationEvent> = {
  initialState: () => ({ exists: false }),
  decide(command, state) {
    if (state.exists) throw new ConflictError('The organisation exists already');
    return [{ type: 'OrganizationCreated', data: command.data }];
  },
  evolve: () => ({ exists: true }),
};
