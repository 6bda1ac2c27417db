import { FIRST_STEPS, type FirstStep, type FirstSteps } from '@scout/contracts/dashboard/firstStepNames';
import { canManageApiKeys } from '../developer/permissions';
import { DISCOVER_ROUTE } from '../discovery/paths';
import { canManageTeam } from '../team/permissions';
import { canManageWhitelabel } from '../whitelabel/permissions';

/** Where each step of the first-run checklist is done, and who may do it (the others do not see it). */
const STEPS: Record<FirstStep, { path: string; allowed: (role: unknown) => boolean }> = {
  discover: { path: DISCOVER_ROUTE, allowed: () => true },
  saveProfile: { path: '/profiles', allowed: () => true },
  createCampaign: { path: '/campaigns', allowed: () => true },
  inviteTeam: { path: '/team', allowed: canManageTeam },
  brand: { path: '/whitelabel', allowed: canManageWhitelabel },
  apiKey: { path: '/developer', allowed: canManageApiKeys },
};

export interface ChecklistStep {
  step: FirstStep;
  path: string;
  done: boolean;
}

/** The checklist a role sees, in order, each step ticked from what the organisation did. */
export function checklistFor(role: unknown, done: FirstSteps): ChecklistStep[] {
  return FIRST_STEPS.filter((step) => STEPS[step].allowed(role)).map((step) => ({ step, path: STEPS[step].path, done: done[step] }));
}
