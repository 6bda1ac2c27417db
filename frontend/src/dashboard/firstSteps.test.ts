import { describe, expect, it } from '@jest/globals';
import { FIRST_STEPS, type FirstSteps } from '@scout/contracts/dashboard/firstSteps';
import { checklistFor } from './firstSteps';
import { firstStepsEnglish, firstStepsGerman } from './firstStepsMessages';

const none = Object.fromEntries(FIRST_STEPS.map((step) => [step, false])) as FirstSteps;

describe('the first-run checklist', () => {
  it('shows owners every step, in order, each linking to its screen and ticked from the home answer', () => {
    const steps = checklistFor('owner', { ...none, saveProfile: true });
    expect(steps.map((s) => s.step)).toEqual([...FIRST_STEPS]);
    expect(steps.find((s) => s.step === 'saveProfile')).toEqual({ step: 'saveProfile', path: '/profiles', done: true });
    expect(steps.filter((s) => s.done)).toHaveLength(1);
    expect(steps.map((s) => s.path)).toEqual(['/discover', '/profiles', '/campaigns', '/team', '/whitelabel', '/developer']);
  });

  it('leaves members the steps their role may do', () => {
    expect(checklistFor('member', none).map((s) => s.step)).toEqual(['discover', 'saveProfile', 'createCampaign']);
    expect(checklistFor('admin', none)).toHaveLength(FIRST_STEPS.length);
  });

  it('names and explains every step in English and German', () => {
    for (const messages of [firstStepsEnglish, firstStepsGerman]) {
      for (const step of FIRST_STEPS) {
        expect(messages.scout.dashboard.firstSteps.steps[step].title.trim()).not.toBe('');
        expect(messages.scout.dashboard.firstSteps.steps[step].text.trim()).not.toBe('');
      }
    }
    expect(firstStepsGerman.scout.dashboard.firstSteps.steps.discover.title).not.toBe(
      firstStepsEnglish.scout.dashboard.firstSteps.steps.discover.title,
    );
  });
});
