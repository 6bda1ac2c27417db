import type { Request, Router } from 'express';
import { customFieldRoutes } from '@scout/contracts/customFields/routes';
import { customFieldsStream } from '@scout/contracts/platform/streams';
import { metadataFor, principalOf, type Principal } from '../accounts/principal';
import { accessGuard } from '../accounts/routeAccess';
import { execute, type AppContext } from '../runtime/context';
import type { WithoutNow } from '@scout/platform/decider';
import { routeMounter } from '@scout/platform/http/route';
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
  const route = routeMounter(router, accessGuard(ctx));

  route(customFieldRoutes.list, async (_input, _req, res) => {
    const { orgId } = principalOf(res);
    const [categories, fields] = await Promise.all([listFieldCategories(ctx, orgId), listCustomFields(ctx, orgId)]);
    res.json({ categories, fields });
  });

  route(customFieldRoutes.createCategory, async ({ body: { name } }, req, res) => {
    const principal = principalOf(res);
    const categoryId = newId();
    await onCustomFields(ctx, req, principal, { type: 'CreateCategory', categoryId, name });
    const categories = await listFieldCategories(ctx, principal.orgId);
    res.status(201).json({ category: categories.find((c) => c._id === categoryId), categories });
  });

  route(customFieldRoutes.sortCategories, async ({ body: { fromIndex, toIndex } }, req, res) => {
    const principal = principalOf(res);
    await onCustomFields(ctx, req, principal, { type: 'MoveCategory', fromIndex, toIndex });
    res.json({ categories: await listFieldCategories(ctx, principal.orgId) });
  });

  route(customFieldRoutes.deleteCategory, async ({ params: { id } }, req, res) => {
    const principal = principalOf(res);
    await onCustomFields(ctx, req, principal, { type: 'DeleteCategory', categoryId: id });
    res.json({ deleted: true, categoryId: id });
  });

  route(customFieldRoutes.create, async ({ body }, req, res) => {
    const principal = principalOf(res);
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

  route(customFieldRoutes.delete, async ({ params: { id } }, req, res) => {
    const principal = principalOf(res);
    await onCustomFields(ctx, req, principal, { type: 'DeleteField', fieldId: id });
    res.json({ deleted: true, fieldId: id });
  });
}
