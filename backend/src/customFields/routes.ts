import type { Request, Router } from 'express';
import {
  createCustomFieldRequestSchema,
  createFieldCategoryRequestSchema,
  customFieldIdParamsSchema,
  fieldCategoryIdParamsSchema,
  sortFieldCategoriesRequestSchema,
} from '@scout/contracts/customFields';
import { customFieldsStream } from '@scout/contracts/platform/streams';
import { allow, metadataFor, principalOf, type Principal } from '../accounts/principal';
import { execute, type AppContext } from '../runtime/context';
import type { WithoutNow } from '@scout/platform/decider';
import { parseBody, parseParams } from '@scout/platform/http/validate';
import { newId } from '@scout/platform/ids';
import { customFieldsDecider, type CustomFieldsCommand } from './customFields';
import { getCustomField, listCustomFields, listFieldCategories } from './queries';

const onCustomFields = (ctx: AppContext, req: Request, principal: Principal, command: WithoutNow<CustomFieldsCommand>) =>
  execute(
    ctx,
    customFieldsDecider,
    customFieldsStream(principal.orgId),
    { ...command, now: ctx.clock().toISOString() } as CustomFieldsCommand,
    metadataFor(ctx, req, principal),
  );

/** Custom fields of saved profiles and the categories that group them on the profile page. */
export function mountCustomFields(router: Router, ctx: AppContext): void {
  const read = allow(ctx, 'profiles:read');
  const write = allow(ctx, 'profiles:write');

  router.get('/customer/custom-fields', read, async (_req, res) => {
    const { orgId } = principalOf(res);
    const [categories, fields] = await Promise.all([listFieldCategories(ctx, orgId), listCustomFields(ctx, orgId)]);
    res.json({ categories, fields });
  });

  router.post('/customer/field-category', write, async (req, res) => {
    const principal = principalOf(res);
    const { name } = parseBody(req, createFieldCategoryRequestSchema);
    const categoryId = newId();
    await onCustomFields(ctx, req, principal, { type: 'CreateCategory', categoryId, name });
    const categories = await listFieldCategories(ctx, principal.orgId);
    res.status(201).json({ category: categories.find((c) => c._id === categoryId), categories });
  });

  router.put('/customer/field-category/sort', write, async (req, res) => {
    const principal = principalOf(res);
    const { fromIndex, toIndex } = parseBody(req, sortFieldCategoriesRequestSchema);
    await onCustomFields(ctx, req, principal, { type: 'MoveCategory', fromIndex, toIndex });
    res.json({ categories: await listFieldCategories(ctx, principal.orgId) });
  });

  router.delete('/customer/field-category/:id', write, async (req, res) => {
    const principal = principalOf(res);
    const { id } = parseParams(req, fieldCategoryIdParamsSchema);
    await onCustomFields(ctx, req, principal, { type: 'DeleteCategory', categoryId: id });
    res.json({ deleted: true, categoryId: id });
  });

  router.post('/customer/custom-field', write, async (req, res) => {
    const principal = principalOf(res);
    const body = parseBody(req, createCustomFieldRequestSchema);
    const fieldId = newId();
    await onCustomFields(ctx, req, principal, {
      type: 'CreateField',
      fieldId,
      name: body.name,
      fieldType: body.type,
      options: body.options ?? [],
      categoryId: body.categoryId ?? null,
    });
    res.status(201).json({ field: await getCustomField(ctx, principal.orgId, fieldId) });
  });

  router.delete('/customer/custom-field/:id', write, async (req, res) => {
    const principal = principalOf(res);
    const { id } = parseParams(req, customFieldIdParamsSchema);
    await onCustomFields(ctx, req, principal, { type: 'DeleteField', fieldId: id });
    res.json({ deleted: true, fieldId: id });
  });
}
