import { describe, it } from '@jest/globals';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { cpmSettingsDecider } from './cpmSettings';

const set = (currency: string, valuesCents: Record<string, number>, setAt = '2026-11-22T10:00:00.000Z') => ({
  type: 'CampaignCpmValuesSet' as const,
  data: { currency, valuesCents, setAt },
});
const command = (currency: string, valuesCents: Record<string, number>) => ({
  type: 'SetCpmValues' as const,
  currency,
  valuesCents,
  now: '2026-11-23T09:00:00.000Z',
});

describe('cpmSettings decider', () => {
  const spec = deciderSpec(cpmSettingsDecider);

  it('Given no values yet, When SetCpmValues, Then CampaignCpmValuesSet', () => {
    spec
      .given([])
      .when(command('EUR', { instagram: 900 }))
      .then([set('EUR', { instagram: 900 }, '2026-11-23T09:00:00.000Z')]);
  });

  it('Given the same values, When SetCpmValues, Then nothing', () => {
    spec
      .given([set('EUR', { instagram: 900, tiktok: 500 })])
      .when(command('EUR', { tiktok: 500, instagram: 900 }))
      .then([]);
  });

  it('Given values, When another currency, a changed value or a platform left out, Then a new set', () => {
    const given = [set('EUR', { instagram: 900, tiktok: 500 })];
    spec
      .given(given)
      .when(command('USD', { instagram: 900, tiktok: 500 }))
      .then([set('USD', { instagram: 900, tiktok: 500 }, '2026-11-23T09:00:00.000Z')]);
    spec
      .given(given)
      .when(command('EUR', { instagram: 901, tiktok: 500 }))
      .then([set('EUR', { instagram: 901, tiktok: 500 }, '2026-11-23T09:00:00.000Z')]);
    spec
      .given(given)
      .when(command('EUR', { instagram: 900 }))
      .then([set('EUR', { instagram: 900 }, '2026-11-23T09:00:00.000Z')]);
  });
});
