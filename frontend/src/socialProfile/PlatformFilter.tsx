import { Tab, Tabs } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { platformName } from '@scout/contracts/profiles/constants';
import { numberText } from '../platform/numbers';
import { platformCountsOf, platformTabs, selectedPlatform } from './platformTabs';
import { socialProfileTestIds } from './testIds';

/** Platform tabs over the list, each with its number of items as the server counted them: every platform by default. */
export function PlatformFilter() {
  const { filterValues, displayedFilters, setFilters, meta } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const selected = selectedPlatform(filterValues.platform);

  return (
    <Tabs
      value={selected}
      onChange={(_event, platform: string) => setFilters({ ...filterValues, platform }, displayedFilters)}
      aria-label={translate('resources.profiles.fields.platform')}
      variant="scrollable"
      scrollButtons="auto"
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {platformTabs(platformCountsOf(meta), selected).map(({ platform, count }) => {
        const name = translate(`scout.platforms.${platform}`, { _: platformName(platform) });
        return (
          <Tab
            key={platform}
            value={platform}
            label={count === null ? name : `${name} (${numberText(count, locale, 0)})`}
            data-testid={socialProfileTestIds.platformTab(platform)}
            data-count={count ?? undefined}
          />
        );
      })}
    </Tabs>
  );
}
