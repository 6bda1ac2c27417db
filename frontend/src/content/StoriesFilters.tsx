import { DateInput, SelectInput, useGetList, usePermissions } from 'react-admin';
import { CAMPAIGN_PAGE_SIZE_MAX, CAMPAIGNS_RESOURCE } from '@scout/contracts/campaigns/listQuery';
import { PROFILE_PAGE_SIZE_MAX } from '@scout/contracts/profiles/constants';
import { canSeeCampaigns } from '../platform/roles';
import { contentTestIds } from './testIds';

interface FilterInputProps {
  source: string;
  alwaysOn?: boolean;
}

/** The saved creators of every platform (the first 100 by handle). */
function CreatorFilterInput({ source }: FilterInputProps) {
  const { data = [] } = useGetList('profiles', {
    pagination: { page: 1, perPage: PROFILE_PAGE_SIZE_MAX },
    sort: { field: 'username', order: 'ASC' },
  });
  return (
    <SelectInput
      source={source}
      label="resources.stories.fields.profileId"
      choices={data.map((profile) => ({ id: profile.id, name: `@${String(profile.username)}` }))}
      emptyText="scout.stories.anyCreator"
      data-testid={contentTestIds.storiesCreatorFilter}
    />
  );
}

/** The organisation's campaigns by name; not for guests, who see no campaigns. */
function CampaignFilterInput({ source }: FilterInputProps) {
  const { permissions } = usePermissions<unknown>();
  const allowed = canSeeCampaigns(permissions);
  const { data = [] } = useGetList(
    CAMPAIGNS_RESOURCE,
    { pagination: { page: 1, perPage: CAMPAIGN_PAGE_SIZE_MAX }, sort: { field: 'name', order: 'ASC' } },
    { enabled: allowed },
  );
  if (!allowed) return null;
  return (
    <SelectInput
      source={source}
      label="resources.stories.fields.campaignId"
      choices={data.map((campaign) => ({ id: campaign.id, name: String(campaign.name) }))}
      emptyText="scout.stories.anyCampaign"
      data-testid={contentTestIds.storiesCampaignFilter}
    />
  );
}

/** Creator, campaign and the published dates (`GET /customer/resources/stories`'s filters). */
export const storiesFilters = [
  <CreatorFilterInput key="profileId" source="profileId" alwaysOn />,
  <CampaignFilterInput key="campaignId" source="campaignId" alwaysOn />,
  <DateInput key="from" source="from" label="scout.stories.from" alwaysOn data-testid={contentTestIds.storiesFromFilter} />,
  <DateInput key="to" source="to" label="scout.stories.to" alwaysOn data-testid={contentTestIds.storiesToFilter} />,
];
