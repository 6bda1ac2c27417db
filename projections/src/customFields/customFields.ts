import { customFieldNameKey, type CustomFieldView } from '@scout/contracts/customFields';
import type { CollectionSpec } from '@scout/platform/readstore/port';
import { inOrgOf, projection } from '../runner/projection';

export type CustomFieldDoc = CustomFieldView & { [key: string]: unknown; orgId: string; nameKey: string };

export const customFieldsCollection: CollectionSpec = {
  name: 'customFields',
  scope: 'tenant',
  fields: { nameKey: 'text', categoryId: 'text', createdAt: 'date' },
  indexes: [{ fields: [['nameKey', 1]] }],
};

type Handled = 'CustomFieldCreated' | 'CustomFieldCategoryCleared' | 'CustomFieldDeleted';

export const customFieldsProjection = projection<CustomFieldDoc, Handled>({
  name: 'customFields',
  collection: customFieldsCollection,
  handles: ['CustomFieldCreated', 'CustomFieldCategoryCleared', 'CustomFieldDeleted'],
  target: (event) => inOrgOf(event, event.data.fieldId),
  evolve(doc, event) {
    switch (event.type) {
      case 'CustomFieldCreated':
        return {
          _id: event.data.fieldId,
          orgId: event.metadata.orgId ?? '',
          name: event.data.name,
          nameKey: customFieldNameKey(event.data.name),
          type: event.data.type,
          options: event.data.options,
          categoryId: event.data.categoryId,
          createdAt: event.data.createdAt,
        };
      case 'CustomFieldCategoryCleared':
        return doc && { ...doc, categoryId: null };
      case 'CustomFieldDeleted':
        return null;
    }
  },
});
