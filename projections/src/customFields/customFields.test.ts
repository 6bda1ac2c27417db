import { describe, it } from '@jest/globals';
import type { ScoutEvent } from '@scout/contracts/events';
import { projectionSpec, recorded, testMetadata } from '../testing/projectionSpec';
import { customFieldsProjection, type CustomFieldDoc } from './customFields';
import { fieldCategoriesProjection, type FieldCategoriesDoc } from './fieldCategories';

const orgId = '11111111-1111-4111-8111-111111111111';
const c1 = 'c1111111-1111-4111-8111-111111111111';
const c2 = 'c2222222-2222-4222-8222-222222222222';
const c3 = 'c3333333-3333-4333-8333-333333333333';
const f1 = 'f1111111-1111-4111-8111-111111111111';
const at = '2026-11-01T08:00:00.000Z';
const given = (events: ScoutEvent[]) => recorded(`customFields-${orgId}`, testMetadata(orgId, 'user'), events);

const category = (categoryId: string, name: string): ScoutEvent => ({
  type: 'FieldCategoryCreated',
  data: { categoryId, name, createdAt: at },
});
const view = (_id: string, name: string) => ({ _id, name, createdAt: at });
const fieldCreated: ScoutEvent = {
  type: 'CustomFieldCreated',
  data: { fieldId: f1, name: 'Tier', type: 'select', options: ['Nano', 'Micro'], categoryId: c1, createdAt: at },
};
const fieldDoc: CustomFieldDoc = {
  _id: f1,
  orgId,
  name: 'Tier',
  nameKey: 'tier',
  type: 'select',
  options: ['Nano', 'Micro'],
  categoryId: c1,
  createdAt: at,
};

describe('fieldCategories projection', () => {
  const spec = projectionSpec<FieldCategoriesDoc>(fieldCategoriesProjection);
  const three = [category(c1, 'Rates'), category(c2, 'Contact'), category(c3, 'Audience')];

  it('Given categories created, Then one document of the organisation with them in order', () => {
    spec.given(given(three)).then([{ _id: orgId, orgId, categories: [view(c1, 'Rates'), view(c2, 'Contact'), view(c3, 'Audience')] }]);
  });

  it('Given a category moved from 0 to 2 and one deleted, Then the order follows', () => {
    spec
      .given(
        given([
          ...three,
          { type: 'FieldCategoryMoved', data: { categoryId: c1, fromIndex: 0, toIndex: 2, movedAt: at } },
          { type: 'FieldCategoryDeleted', data: { categoryId: c2, deletedAt: at } },
        ]),
      )
      .then([{ _id: orgId, orgId, categories: [view(c3, 'Audience'), view(c1, 'Rates')] }]);
  });
});

describe('customFields projection', () => {
  const spec = projectionSpec<CustomFieldDoc>(customFieldsProjection);

  it('Given CustomFieldCreated, Then the field with its options, category and name key', () => {
    spec.given(given([fieldCreated])).then([fieldDoc]);
  });

  it('Given its category cleared, Then the field has no category', () => {
    spec
      .given(given([fieldCreated, { type: 'CustomFieldCategoryCleared', data: { fieldId: f1, categoryId: c1, clearedAt: at } }]))
      .then([{ ...fieldDoc, categoryId: null }]);
  });

  it('Given CustomFieldDeleted, Then no document', () => {
    spec.given(given([fieldCreated, { type: 'CustomFieldDeleted', data: { fieldId: f1, deletedAt: at } }])).then([]);
  });
});
