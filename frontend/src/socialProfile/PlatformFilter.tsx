import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ALL_PLATFORMS, DEFAULT_PLATFORM, KNOWN_PLATFORMS } from './platforms';
import { socialProfileTestIds } from './testIds';

const TABS = [...KNOWN_PLATFORMS, ALL_PLATFORMS];

/** Platform tabs over the list: instagram by default, or every platform with 'all'. */
export function PlatformFilter() {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const translate = useTranslate();
  const current: unknown = filterValues.platform;
  const value = typeof current === 'string' && TABS.includes(current) ? current : DEFAULT_PLATFORM;

  return (
    <Tabs
      value={value}
      onChange={(_event, platform: string) => setFilters({ ...filterValues, platform }, displayedFilters)}
      aria-label={translate('resources.profiles.fields.platform')}
      sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {TABS.map((platform) => (
        <Tab
          key={platform}
          value={platform}
          label={translate(`scout.platforms.${platform}`)}
          data-testid={socialProfileTestIds.platformTab(platform)}
        />
      ))}
    </Tabs>
  );
}
