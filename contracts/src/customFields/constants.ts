export const CUSTOM_FIELD_TYPES = ['text', 'number', 'boolean', 'date', 'select'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
export const CUSTOM_FIELD_NAME_MAX = 100;
export const SELECT_OPTIONS_MAX = 50;
export const SELECT_OPTION_MAX = 100;
export const TEXT_VALUE_MAX = 5000;

/** Field and category names are unique per organisation, compared case-insensitively. */
export const customFieldNameKey = (name: string): string => name.trim().toLowerCase();
