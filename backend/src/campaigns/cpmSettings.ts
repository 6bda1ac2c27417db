import type { z } from 'zod';
import type { campaignCpmValuesSetSchema } from '@scout/contracts/campaigns/settings';
import type { Decider } from '@scout/platform/decider';

/** The organisation's CPM values (stream `campaignSettings-<orgId>`): set as a whole, no-op when unchanged. */
export interface SetCpmValues {
  type: 'SetCpmValues';
  currency: string;
  valuesCents: Record<string, number>;
  now: string;
}

type CpmValuesSet = { type: 'CampaignCpmValuesSet'; data: z.infer<typeof campaignCpmValuesSetSchema> };
type State = { currency: string; valuesCents: Record<string, number> } | null;

const sameValues = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

export const cpmSettingsDecider: Decider<SetCpmValues, State, CpmValuesSet> = {
  initialState: () => null,
  decide(command, state) {
    if (state && state.currency === command.currency && sameValues(state.valuesCents, command.valuesCents)) return [];
    return [{ type: 'CampaignCpmValuesSet', data: { currency: command.currency, valuesCents: command.valuesCents, setAt: command.now } }];
  },
  evolve: (_state, event) => ({ currency: event.data.currency, valuesCents: event.data.valuesCents }),
};
