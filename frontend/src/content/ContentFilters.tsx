import { DateInput, NullableBooleanInput, SelectInput, TextInput, useGetList, useListContext } from 'react-admin';
import { CONTENT_TYPES } from '@scout/contracts/content/constants';
import { PROFILE_PAGE_SIZE_MAX } from '@scout/contracts/profiles/constants';
import { contentTestIds } from './testIds';

interface FilterInputProps {
  source: string;
  alwaysOn?: boolean;
}

const typeChoices = CONTENT_TYPES.map((type) => ({ id: type, name: `scout.content.types.${type}` }));

/** The saved profiles of the chosen platform (the first 100 by handle). */
function ProfileFilterInput({ source }: FilterInputProps) {
  const { filterValues } = useListContext();
  const platform = typeof filterValues.platform === 'string' ? filterValues.platform : undefined;
  const { data = [] } = useGetList('profiles', {
    filter: { platform },
    pagination: { page: 1, perPage: PROFILE_PAGE_SIZE_MAX },
    sort: { field: 'username', order: 'ASC' },
  });
  return (
    <SelectInput
      source={source}
      label="resources.contents.fields.username"
      choices={data.map((profile) => ({ id: profile.id, name: String(profile.username) }))}
      emptyText="scout.content.anyProfile"
      data-testid={contentTestIds.profileFilter}
    />
  );
}

/** Type, creator, content list, published date range and tracking (the platform is a tab row). */
export const contentFilters = [
  <SelectInput
    key="type"
    source="type"
    label="resources.contents.fields.type"
    choices={typeChoices}
    emptyText="scout.content.anyType"
    alwaysOn
    data-testid={contentTestIds.typeFilter}
  />,
  <ProfileFilterInput key="profileId" source="profileId" alwaysOn />,
  <TextInput key="list" source="list" label="resources.contents.fields.list" resettable alwaysOn data-testid={contentTestIds.listFilter} />,
  <DateInput key="from" source="from" label="scout.content.from" alwaysOn data-testid={contentTestIds.fromFilter} />,
  <DateInput key="to" source="to" label="scout.content.to" alwaysOn data-testid={contentTestIds.toFilter} />,
  <NullableBooleanInput
    key="tracked"
    source="tracked"
    label="resources.contents.fields.liveTrack"
    alwaysOn
    data-testid={contentTestIds.trackedFilter}
  />,
];
