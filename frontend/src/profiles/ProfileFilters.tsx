import { NullableBooleanInput, SearchInput, SelectInput, TextInput, useListContext, useLocaleState } from 'react-admin';
import { useCustomFields } from '../customFields/useCustomFields';
import { useLists } from '../lists/useLists';
import { numberText } from '../platform/numbers';
import { profileTestIds } from './testIds';

function ListFilterInput({ source }: { source: string; alwaysOn?: boolean }) {
  const lists = useLists();
  const [locale] = useLocaleState();
  return (
    <SelectInput
      source={source}
      label="scout.profiles.filters.list"
      choices={(lists.data ?? []).map((list) => ({ id: list._id, name: `${list.name} (${numberText(list.count, locale)})` }))}
      emptyText="scout.profiles.filters.anyList"
      data-testid={profileTestIds.listFilter}
    />
  );
}

function CustomFieldFilterInput({ source }: { source: string; alwaysOn?: boolean }) {
  const fields = useCustomFields();
  return (
    <SelectInput
      source={source}
      label="scout.profiles.filters.customField"
      choices={(fields.data?.fields ?? []).map((field) => ({ id: field._id, name: field.name }))}
      emptyText="scout.profiles.filters.anyField"
      data-testid={profileTestIds.customFieldFilter}
    />
  );
}

/** The value box appears once a custom field is chosen. */
function CustomFieldValueInput({ source }: { source: string; alwaysOn?: boolean }) {
  const { filterValues } = useListContext();
  if (!filterValues.customField) return null;
  return (
    <TextInput
      source={source}
      label="scout.profiles.filters.customFieldValue"
      resettable
      data-testid={profileTestIds.customFieldValueFilter}
    />
  );
}

/** Search, list, favourite and custom-field filters over the saved profiles (the platform is a tab row). */
export const profileFilters = [
  <SearchInput key="q" source="q" alwaysOn slotProps={{ htmlInput: { 'data-testid': profileTestIds.search } }} />,
  <ListFilterInput key="listId" source="listId" alwaysOn />,
  <NullableBooleanInput
    key="favourite"
    source="favourite"
    label="scout.profiles.filters.favourite"
    alwaysOn
    data-testid={profileTestIds.favouriteFilter}
  />,
  <CustomFieldFilterInput key="customField" source="customField" alwaysOn />,
  <CustomFieldValueInput key="customFieldValue" source="customFieldValue" alwaysOn />,
];
