import { Box, Chip, Grid, Typography } from '@mui/material';
import { Pagination, SortButton, TopToolbar, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { STORIES_RESOURCE, STORY_SORT_FIELDS } from '@scout/contracts/content/stories';
import { ReadList } from '../platform/connection/ReadList';
import { formatDateTime } from '../platform/dates';
import { StoryCard } from './StoriesGrid';
import { storiesFilters } from './StoriesFilters';
import type { StoryRecord } from './storiesResource';
import { contentTestIds } from './testIds';

const STORIES_PER_PAGE = 24;

/** On a story the platform no longer shows: Scout still has its media. */
function KeptChip({ story }: { story: StoryRecord }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (Date.parse(story.expiresAt) > Date.now()) return null;
  return (
    <Chip
      size="small"
      color="secondary"
      label={translate('scout.stories.kept')}
      title={translate('scout.stories.keptSince', { date: formatDateTime(story.expiresAt, locale) })}
      data-testid={contentTestIds.storyKept}
      sx={{ position: 'absolute', top: 8, left: 8, zIndex: 1 }}
    />
  );
}

/** The page's stories as cards, newest first unless sorted otherwise; what to do when there are none. */
function StoryCards() {
  const translate = useTranslate();
  const { data, isPending, filterValues } = useListContext<StoryRecord>();
  if (isPending || !data) return null;
  if (data.length === 0) {
    const filtered = Object.keys(filterValues).length > 0;
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 3 }} data-testid={contentTestIds.storiesNone}>
        {translate(filtered ? 'scout.stories.none' : 'scout.stories.noneYet')}
      </Typography>
    );
  }
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      {data.map((story) => (
        <Grid key={story.id} size={{ xs: 6, sm: 4, md: 3, lg: 2 }} sx={{ position: 'relative' }}>
          <KeptChip story={story} />
          <StoryCard story={story} />
        </Grid>
      ))}
    </Grid>
  );
}

function Intro() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
      {translate('scout.stories.intro')}
    </Typography>
  );
}

/**
 * `/stories`, the `stories` Resource's list: every story Scout captured of the organisation's
 * saved creators with its kept media, filtered by creator, campaign and published dates, sorted by
 * date or views, paged; read by ra-data-simple-rest from `GET /customer/resources/stories`.
 */
export default function StoriesPage() {
  return (
    <Box data-testid={contentTestIds.storiesPage}>
      <ReadList
        failed="scout.content.stories.loadFailed"
        resource={STORIES_RESOURCE}
        title="scout.stories.title"
        filters={storiesFilters}
        sort={{ field: 'publishedAt', order: 'DESC' }}
        perPage={STORIES_PER_PAGE}
        pagination={<Pagination rowsPerPageOptions={[12, 24, 48, 96]} />}
        actions={
          <TopToolbar>
            <SortButton fields={[...STORY_SORT_FIELDS]} />
          </TopToolbar>
        }
        empty={false}
        exporter={false}
      >
        <Intro />
        <StoryCards />
      </ReadList>
    </Box>
  );
}
