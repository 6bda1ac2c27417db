import type { CustomFieldView, FieldCategoryView } from '@scout/contracts/customFields';
import { customFieldsCollection, type CustomFieldDoc } from '@scout/projections/customFields/customFields';
import { fieldCategoriesCollection, type FieldCategoriesDoc } from '@scout/projections/customFields/fieldCategories';
import type { AppContext } from '../runtime/context';
import { NotFoundError } from '@scout/platform/errors';

const fields = (ctx: AppContext, orgId: string) => ctx.readStore.tenant<CustomFieldDoc>(customFieldsCollection).forOrg(orgId);

const toView = ({ _id, name, type, options, categoryId, createdAt }: CustomFieldDoc): CustomFieldView => ({
  _id,
  name,
  type,
  options,
  categoryId,
  createdAt,
});

/** One custom field of the organisation; another organisation's id is not found. */
export async function getCustomField(ctx: AppContext, orgId: string, fieldId: string): Promise<CustomFieldView> {
  const field = await fields(ctx, orgId).get(fieldId);
  if (!field) throw new NotFoundError('Custom field not found');
  return toView(field);
}

/** The organisation's custom fields by name. */
export async function listCustomFields(ctx: AppContext, orgId: string): Promise<CustomFieldView[]> {
  return (await fields(ctx, orgId).find({ sort: [['nameKey', 1]] })).map(toView);
}

/** The organisation's field categories in their order. */
export async function listFieldCategories(ctx: AppContext, orgId: string): Promise<FieldCategoryView[]> {
  const doc = await ctx.readStore.tenant<FieldCategoriesDoc>(fieldCategoriesCollection).forOrg(orgId).get(orgId);
  return doc?.categories ?? [];
}
