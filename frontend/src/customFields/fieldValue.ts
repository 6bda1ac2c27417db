import type { CustomFieldView } from '@scout/contracts/customFields/responses';

export type FieldValue = string | number | boolean | null;

/** What an input holds for a stored value ('' for none). */
export function inputText(value: FieldValue | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** The value to store for an input's text, by the field's type; null clears the field. */
export function valueOfInput(field: Pick<CustomFieldView, 'type'>, text: string): FieldValue {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  switch (field.type) {
    case 'number': {
      const number = Number(trimmed.replace(',', '.'));
      return Number.isFinite(number) ? number : trimmed;
    }
    case 'boolean':
      return trimmed === 'true';
    default:
      return trimmed;
  }
}
