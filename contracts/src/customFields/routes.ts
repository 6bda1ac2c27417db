import { defineRoute, defineRoutes } from '../platform/routes';
import {
  createCustomFieldRequestSchema,
  createFieldCategoryRequestSchema,
  customFieldIdParamsSchema,
  fieldCategoryIdParamsSchema,
  sortFieldCategoriesRequestSchema,
} from './requests';
import { customFieldsResponseSchema } from './responses';
import {
  categoriesAnswerSchema,
  categoryCreatedAnswerSchema,
  categoryDeletedAnswerSchema,
  fieldCreatedAnswerSchema,
  fieldDeletedAnswerSchema,
} from './answers';

const tags = ['Custom fields'];

export const customFieldRoutes = defineRoutes({
  list: defineRoute({
    method: 'get',
    path: '/customer/custom-fields',
    access: 'profiles:read',
    tags,
    summary: 'Custom fields and their categories',
    answer: customFieldsResponseSchema,
  }),
  createCategory: defineRoute({
    method: 'post',
    path: '/customer/field-category',
    access: 'profiles:write',
    tags,
    summary: 'Creates a field category',
    body: createFieldCategoryRequestSchema,
    status: 201,
    answer: categoryCreatedAnswerSchema,
  }),
  sortCategories: defineRoute({
    method: 'put',
    path: '/customer/field-category/sort',
    access: 'profiles:write',
    tags,
    summary: 'Moves a field category',
    body: sortFieldCategoriesRequestSchema,
    answer: categoriesAnswerSchema,
  }),
  deleteCategory: defineRoute({
    method: 'delete',
    path: '/customer/field-category/:id',
    access: 'profiles:write',
    tags,
    summary: 'Deletes a field category',
    params: fieldCategoryIdParamsSchema,
    answer: categoryDeletedAnswerSchema,
  }),
  create: defineRoute({
    method: 'post',
    path: '/customer/custom-field',
    access: 'profiles:write',
    tags,
    summary: 'Creates a custom field',
    body: createCustomFieldRequestSchema,
    status: 201,
    answer: fieldCreatedAnswerSchema,
  }),
  delete: defineRoute({
    method: 'delete',
    path: '/customer/custom-field/:id',
    access: 'profiles:write',
    tags,
    summary: 'Deletes a custom field',
    params: customFieldIdParamsSchema,
    answer: fieldDeletedAnswerSchema,
  }),
});
