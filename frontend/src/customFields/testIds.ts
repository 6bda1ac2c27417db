/** Stable hooks for the browser tests on the custom fields page. */
export const customFieldTestIds = {
  page: 'custom-fields-page',
  categoryName: 'field-category-name',
  categoryAdd: 'field-category-add',
  category: 'field-category',
  fieldName: 'custom-field-name',
  fieldType: 'custom-field-type',
  fieldOptions: 'custom-field-options',
  fieldAdd: 'custom-field-add',
  field: 'custom-field',
} as const;
