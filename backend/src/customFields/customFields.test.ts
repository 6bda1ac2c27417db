import { describe, it } from '@jest/globals';
import type { CustomFieldEvent } from '@scout/contracts/customFields';
import { ConflictError, NotFoundError, ValidationError } from '@scout/platform/errors';
import { deciderSpec } from '@scout/platform/testing/deciderSpec';
import { customFieldsDecider, type CustomFieldsCommand } from './customFields';

const spec = deciderSpec(customFieldsDecider);
const now = '2026-11-22T10:00:00.000Z';
const c1 = '11111111-1111-4111-8111-111111111111';
const c2 = '22222222-2222-4222-8222-222222222222';
const c3 = '33333333-3333-4333-8333-333333333333';
const f1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const f2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const category = (categoryId: string, name: string): CustomFieldEvent => ({
  type: 'FieldCategoryCreated',
  data: { categoryId, name, createdAt: now },
});
const field = (fieldId: string, name: string, categoryId: string | null = null): CustomFieldEvent => ({
  type: 'CustomFieldCreated',
  data: { fieldId, name, type: 'text', options: [], categoryId, createdAt: now },
});
const three = [category(c1, 'Rates'), category(c2, 'Contact'), category(c3, 'Audience')];
const createField = (
  overrides: Partial<{ name: string; fieldType: 'text' | 'select'; options: string[]; categoryId: string | null }> = {},
): CustomFieldsCommand => ({
  type: 'CreateField',
  fieldId: f1,
  name: 'Rate per post',
  fieldType: 'text',
  options: [],
  categoryId: null,
  now,
  ...overrides,
});

describe('custom fields decider: categories', () => {
  it('Given nothing, When CreateCategory, Then FieldCategoryCreated with the trimmed name', () => {
    spec
      .given([])
      .when({ type: 'CreateCategory', categoryId: c1, name: ' Rates ', now })
      .then([category(c1, 'Rates')]);
  });

  it('Given a category, When CreateCategory with its name in another case, Then Conflict', () => {
    spec
      .given([category(c1, 'Rates')])
      .when({ type: 'CreateCategory', categoryId: c2, name: 'RATES', now })
      .thenThrows(ConflictError, /already exists/);
  });

  it('Given three categories, When MoveCategory 0 → 2, Then FieldCategoryMoved of the first', () => {
    spec
      .given(three)
      .when({ type: 'MoveCategory', fromIndex: 0, toIndex: 2, now })
      .then([{ type: 'FieldCategoryMoved', data: { categoryId: c1, fromIndex: 0, toIndex: 2, movedAt: now } }]);
  });

  it('Given a move already made, When MoveCategory, Then the category now at fromIndex moves', () => {
    spec
      .given([...three, { type: 'FieldCategoryMoved', data: { categoryId: c1, fromIndex: 0, toIndex: 2, movedAt: now } }])
      .when({ type: 'MoveCategory', fromIndex: 2, toIndex: 1, now })
      .then([{ type: 'FieldCategoryMoved', data: { categoryId: c1, fromIndex: 2, toIndex: 1, movedAt: now } }]);
  });

  it('Given three categories, When MoveCategory to the same index, Then nothing happens', () => {
    spec.given(three).when({ type: 'MoveCategory', fromIndex: 1, toIndex: 1, now }).then([]);
  });

  it('Given three categories, When MoveCategory out of range, Then ValidationError', () => {
    spec
      .given(three)
      .when({ type: 'MoveCategory', fromIndex: 3, toIndex: 0, now })
      .thenThrows(ValidationError, /below 3/);
    spec.given(three).when({ type: 'MoveCategory', fromIndex: 0, toIndex: 7, now }).thenThrows(ValidationError);
    spec.given([]).when({ type: 'MoveCategory', fromIndex: 0, toIndex: 0, now }).thenThrows(ValidationError);
  });

  it('Given a category with fields, When DeleteCategory, Then its fields lose the category and it is deleted', () => {
    spec
      .given([...three, field(f1, 'Rate', c1), field(f2, 'Email', c2)])
      .when({ type: 'DeleteCategory', categoryId: c1, now })
      .then([
        { type: 'CustomFieldCategoryCleared', data: { fieldId: f1, categoryId: c1, clearedAt: now } },
        { type: 'FieldCategoryDeleted', data: { categoryId: c1, deletedAt: now } },
      ]);
  });

  it('Given no such category, When DeleteCategory, Then NotFound', () => {
    spec
      .given([category(c1, 'Rates')])
      .when({ type: 'DeleteCategory', categoryId: c2, now })
      .thenThrows(NotFoundError);
  });

  it('Given a deleted category, When DeleteCategory again, Then NotFound', () => {
    spec
      .given([category(c1, 'Rates'), { type: 'FieldCategoryDeleted', data: { categoryId: c1, deletedAt: now } }])
      .when({ type: 'DeleteCategory', categoryId: c1, now })
      .thenThrows(NotFoundError);
  });
});

describe('custom fields decider: fields', () => {
  it('Given a category, When CreateField in it, Then CustomFieldCreated', () => {
    spec
      .given([category(c1, 'Rates')])
      .when(createField({ categoryId: c1, name: ' Rate per post ' }))
      .then([field(f1, 'Rate per post', c1)]);
  });

  it('Given nothing, When CreateField select with options, Then the options are kept', () => {
    spec
      .given([])
      .when(createField({ name: 'Tier', fieldType: 'select', options: ['Nano', 'Micro'] }))
      .then([
        {
          type: 'CustomFieldCreated',
          data: { fieldId: f1, name: 'Tier', type: 'select', options: ['Nano', 'Micro'], categoryId: null, createdAt: now },
        },
      ]);
  });

  it('Given a field, When CreateField with its name in another case, Then Conflict', () => {
    spec
      .given([field(f2, 'Rate per post')])
      .when(createField({ name: 'RATE PER POST' }))
      .thenThrows(ConflictError, /already exists/);
  });

  it('Given no such category, When CreateField in it, Then NotFound', () => {
    spec
      .given([])
      .when(createField({ categoryId: c1 }))
      .thenThrows(NotFoundError, /category/);
  });

  it('Given a field, When DeleteField, Then CustomFieldDeleted; and its name is free again', () => {
    const deleted: CustomFieldEvent = { type: 'CustomFieldDeleted', data: { fieldId: f2, deletedAt: now } };
    spec
      .given([field(f2, 'Rate')])
      .when({ type: 'DeleteField', fieldId: f2, now })
      .then([deleted]);
    spec
      .given([field(f2, 'Rate per post'), deleted])
      .when(createField())
      .then([field(f1, 'Rate per post')]);
  });

  it('Given no such field, When DeleteField, Then NotFound', () => {
    spec.given([]).when({ type: 'DeleteField', fieldId: f1, now }).thenThrows(NotFoundError);
  });
});
