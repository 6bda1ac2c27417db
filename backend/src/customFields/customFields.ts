import { customFieldNameKey, moved, type CustomFieldEvent, type CustomFieldType } from '@scout/contracts/customFields';
import { ConflictError, NotFoundError, ValidationError } from '@scout/platform/errors';
import type { Decider } from '@scout/platform/decider';

export type CustomFieldsCommand =
  | { type: 'CreateCategory'; categoryId: string; name: string; now: string }
  | { type: 'MoveCategory'; fromIndex: number; toIndex: number; now: string }
  | { type: 'DeleteCategory'; categoryId: string; now: string }
  | {
      type: 'CreateField';
      fieldId: string;
      name: string;
      fieldType: CustomFieldType;
      options: string[];
      categoryId: string | null;
      now: string;
    }
  | { type: 'DeleteField'; fieldId: string; now: string };

export interface CustomFieldsState {
  /** In display order. */
  categories: ReadonlyArray<{ categoryId: string; name: string }>;
  fields: ReadonlyMap<string, { name: string; categoryId: string | null }>;
}

const sameName = (a: string, b: string) => customFieldNameKey(a) === customFieldNameKey(b);

function decideCreateField(command: Extract<CustomFieldsCommand, { type: 'CreateField' }>, state: CustomFieldsState): CustomFieldEvent[] {
  const name = command.name.trim();
  for (const field of state.fields.values()) {
    if (sameName(field.name, name)) throw new ConflictError(`A custom field named "${field.name}" already exists`);
  }
  if (command.categoryId && !state.categories.some((c) => c.categoryId === command.categoryId)) {
    throw new NotFoundError('Field category not found');
  }
  return [
    {
      type: 'CustomFieldCreated',
      data: {
        fieldId: command.fieldId,
        name,
        type: command.fieldType,
        options: command.fieldType === 'select' ? command.options : [],
        categoryId: command.categoryId,
        createdAt: command.now,
      },
    },
  ];
}

/** An organisation's custom fields and their categories, on one stream (`customFields-<orgId>`). */
export const customFieldsDecider: Decider<CustomFieldsCommand, CustomFieldsState, CustomFieldEvent> = {
  initialState: () => ({ categories: [], fields: new Map() }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateCategory': {
        const name = command.name.trim();
        const existing = state.categories.find((c) => sameName(c.name, name));
        if (existing) throw new ConflictError(`A field category named "${existing.name}" already exists`);
        return [{ type: 'FieldCategoryCreated', data: { categoryId: command.categoryId, name, createdAt: command.now } }];
      }
      case 'MoveCategory': {
        const { fromIndex, toIndex } = command;
        const count = state.categories.length;
        if (fromIndex >= count || toIndex >= count) {
          throw new ValidationError(`fromIndex and toIndex must be below ${count}, the number of field categories`, [
            { path: fromIndex >= count ? 'fromIndex' : 'toIndex', message: `Must be below ${count}` },
          ]);
        }
        const category = state.categories[fromIndex];
        if (!category || fromIndex === toIndex) return [];
        return [{ type: 'FieldCategoryMoved', data: { categoryId: category.categoryId, fromIndex, toIndex, movedAt: command.now } }];
      }
      case 'DeleteCategory': {
        if (!state.categories.some((c) => c.categoryId === command.categoryId)) throw new NotFoundError('Field category not found');
        const cleared: CustomFieldEvent[] = [...state.fields]
          .filter(([, field]) => field.categoryId === command.categoryId)
          .map(([fieldId]) => ({
            type: 'CustomFieldCategoryCleared',
            data: { fieldId, categoryId: command.categoryId, clearedAt: command.now },
          }));
        return [...cleared, { type: 'FieldCategoryDeleted', data: { categoryId: command.categoryId, deletedAt: command.now } }];
      }
      case 'CreateField':
        return decideCreateField(command, state);
      case 'DeleteField': {
        if (!state.fields.has(command.fieldId)) throw new NotFoundError('Custom field not found');
        return [{ type: 'CustomFieldDeleted', data: { fieldId: command.fieldId, deletedAt: command.now } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'FieldCategoryCreated':
        return { ...state, categories: [...state.categories, { categoryId: event.data.categoryId, name: event.data.name }] };
      case 'FieldCategoryMoved':
        return { ...state, categories: moved(state.categories, event.data.fromIndex, event.data.toIndex) };
      case 'FieldCategoryDeleted':
        return { ...state, categories: state.categories.filter((c) => c.categoryId !== event.data.categoryId) };
      case 'CustomFieldCreated': {
        const fields = new Map(state.fields);
        fields.set(event.data.fieldId, { name: event.data.name, categoryId: event.data.categoryId });
        return { ...state, fields };
      }
      case 'CustomFieldCategoryCleared': {
        const field = state.fields.get(event.data.fieldId);
        if (!field) return state;
        const fields = new Map(state.fields);
        fields.set(event.data.fieldId, { ...field, categoryId: null });
        return { ...state, fields };
      }
      case 'CustomFieldDeleted': {
        const fields = new Map(state.fields);
        fields.delete(event.data.fieldId);
        return { ...state, fields };
      }
      default:
        return state;
    }
  },
};
