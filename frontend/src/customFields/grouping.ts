import type { CustomFieldView, FieldCategoryView } from '@scout/contracts/customFields/responses';

export interface FieldGroup {
  key: string;
  /** '' for the fields without a category. */
  name: string;
  fields: CustomFieldView[];
}

/** Fields grouped by category in the categories' order; fields without a (known) category come last; empty groups are left out. */
export function groupFields(categories: FieldCategoryView[], fields: CustomFieldView[]): FieldGroup[] {
  const known = new Set(categories.map((category) => category._id));
  const groups = categories.map((category) => ({
    key: category._id,
    name: category.name,
    fields: fields.filter((f) => f.categoryId === category._id),
  }));
  groups.push({ key: 'none', name: '', fields: fields.filter((f) => f.categoryId === null || !known.has(f.categoryId)) });
  return groups.filter((group) => group.fields.length > 0);
}

/** Select options typed as "gold, silver, bronze". */
export function optionsOf(text: string): string[] {
  return text
    .split(',')
    .map((option) => option.trim())
    .filter(Boolean);
}
