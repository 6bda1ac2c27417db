import { moved, type FieldCategoryView } from '@scout/contracts/customFields';
import type { CollectionSpec } from '@scout/platform/readstore/port';
import { inOrgOf, projection } from '../runner/projection';

/** An organisation's field categories in their order: one document per organisation (`_id` = orgId), as sorting moves many at once. */
export interface FieldCategoriesDoc {
  [key: string]: unknown;
  _id: string;
  orgId: string;
  categories: FieldCategoryView[];
}

export const fieldCategoriesCollection: CollectionSpec = { name: 'fieldCategories', scope: 'tenant', fields: {} };

type Handled = 'FieldCategoryCreated' | 'FieldCategoryMoved' | 'FieldCategoryDeleted';

export const fieldCategoriesProjection = projection<FieldCategoriesDoc, Handled>({
  name: 'fieldCategories',
  collection: fieldCategoriesCollection,
  handles: ['FieldCategoryCreated', 'FieldCategoryMoved', 'FieldCategoryDeleted'],
  target: (event) => inOrgOf(event, event.metadata.orgId ?? ''),
  evolve(doc, event) {
    const orgId = event.metadata.orgId ?? '';
    const categories = doc?.categories ?? [];
    switch (event.type) {
      case 'FieldCategoryCreated':
        return {
          _id: orgId,
          orgId,
          categories: [...categories, { _id: event.data.categoryId, name: event.data.name, createdAt: event.data.createdAt }],
        };
      case 'FieldCategoryMoved':
        return { _id: orgId, orgId, categories: moved(categories, event.data.fromIndex, event.data.toIndex) };
      case 'FieldCategoryDeleted':
        return { _id: orgId, orgId, categories: categories.filter((c) => c._id !== event.data.categoryId) };
    }
  },
});
