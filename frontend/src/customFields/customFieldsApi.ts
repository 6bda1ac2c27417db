import type { CreateCustomFieldRequest } from '@scout/contracts/customFields/requests';
import type { CustomFieldsResponse } from '@scout/contracts/customFields/responses';
import { httpClient } from '../platform/httpClient';

/** Custom fields and their categories, one typed data-provider method per command. */
export const customFieldsApi = {
  /** Categories in their order, fields by name. */
  getCustomFields: (signal?: AbortSignal) => httpClient<CustomFieldsResponse>('/customer/custom-fields', { signal }),
  createCustomField: (field: CreateCustomFieldRequest) =>
    httpClient<unknown>('/customer/custom-field', { method: 'POST', body: field }).then(() => undefined),
  deleteCustomField: (id: string) =>
    httpClient<unknown>(`/customer/custom-field/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(() => undefined),
  createFieldCategory: (name: string) =>
    httpClient<unknown>('/customer/field-category', { method: 'POST', body: { name } }).then(() => undefined),
  /** Moves the category at `fromIndex` to `toIndex`. */
  moveFieldCategory: (fromIndex: number, toIndex: number) =>
    httpClient<unknown>('/customer/field-category/sort', { method: 'PUT', body: { fromIndex, toIndex } }).then(() => undefined),
  deleteFieldCategory: (id: string) =>
    httpClient<unknown>(`/customer/field-category/${encodeURIComponent(id)}`, { method: 'DELETE' }).then(() => undefined),
};

export type CustomFieldsMethods = typeof customFieldsApi;
