import EditIcon from '@mui/icons-material/EditOutlined';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardMedia,
  CircularProgress,
  Grid,
  IconButton,
  Pagination,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { STORY_PROFILE_IDS_MAX, type StoryView } from '@scout/contracts/content/stories';
import { formatDateTime } from '../platform/dates';
import { countText } from '../platform/numbers';
import type { ScoutDataProvider } from '../shell/dataProvider';
import type { StoriesSource } from './storiesApi';
import { contentTestIds } from './testIds';
import { parseViews } from './contentText';
import type { StoryCreator } from './storyCreator';
import { UploadStoryDialog } from './UploadStoryDialog';
import { STORIES_KEY, useContentCommand } from './useContent';
import { useNotifyReadError } from '../platform/useNotifyReadError';
import { QueryFailure } from '../platform/connection/Loaded';

function useStories(source: StoriesSource | null, page: number) {
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const query = useQuery({
    queryKey: [...STORIES_KEY, source, page],
    queryFn: ({ signal }) => dataProvider.getStories(source!, page, signal),
    enabled: source !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  useNotifyReadError(query.error);
  return query;
}

/** The views of a story, editable in place (`PUT /customer/content/story`). */
function StoryViews({ story }: { story: StoryView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const save = useContentCommand((dp, views: number) => dp.setStoryViews(story._id, views), 'scout.content.stories.viewsSaved');
  const parsed = parseViews(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typeof parsed === 'number') save.mutate(parsed, { onSuccess: () => setEditing(false) });
  };

  if (!editing) {
    return (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" data-testid={contentTestIds.storyViews} data-value={story.views ?? ''}>
          {`${countText(story.views, locale)} ${translate('scout.content.stories.views')}`}
        </Typography>
        <IconButton
          size="small"
          aria-label={translate('scout.content.stories.editViews')}
          onClick={() => {
            setText(story.views === null ? '' : String(story.views));
            setEditing(true);
          }}
          data-testid={contentTestIds.storyEditViews}
        >
          <EditIcon fontSize="inherit" />
        </IconButton>
      </Stack>
    );
  }
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        autoFocus
        label={translate('scout.content.stories.views')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={text !== '' && typeof parsed !== 'number'}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': contentTestIds.storyViewsInput } }}
      />
      <Button
        type="submit"
        size="small"
        disabled={typeof parsed !== 'number' || save.isPending}
        data-testid={contentTestIds.storyViewsSave}
      >
        {translate('ra.action.save')}
      </Button>
    </Stack>
  );
}

export function StoryCard({ story }: { story: StoryView }) {
  const [locale] = useLocaleState();
  return (
    <Card variant="outlined" data-testid={contentTestIds.story} data-story-id={story._id} data-username={story.username}>
      {story.mediaType === 'video' ? (
        <CardMedia
          component="video"
          src={story.mediaUrl}
          controls
          muted
          preload="metadata"
          sx={{ aspectRatio: '9 / 16', bgcolor: 'black' }}
        />
      ) : (
        <CardMedia
          component="img"
          src={story.mediaUrl}
          alt=""
          loading="lazy"
          sx={{ aspectRatio: '9 / 16', objectFit: 'cover', bgcolor: 'action.hover' }}
        />
      )}
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="subtitle2">@{story.username}</Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(story.publishedAt, locale)}
        </Typography>
        <StoryViews story={story} />
      </CardContent>
    </Card>
  );
}

/** The stories of one profile or of a campaign's influencers, newest first, with the upload dialog. */
function StoriesGridBody({ source, creators, title }: { source: StoriesSource | null; creators: StoryCreator[]; title: string }) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const [uploading, setUploading] = useState(false);
  const stories = useStories(source, page);

  return (
    <Card data-testid={contentTestIds.stories}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate(title)}
          </Typography>
          <Button
            startIcon={<UploadIcon />}
            onClick={() => setUploading(true)}
            disabled={creators.length === 0}
            data-testid={contentTestIds.storyUpload}
          >
            {translate('scout.content.stories.upload')}
          </Button>
        </Stack>
        {source !== null && stories.isPending ? (
          <CircularProgress size={24} />
        ) : stories.isError ? (
          <QueryFailure read={stories} failed="scout.content.stories.loadFailed" />
        ) : !stories.data || stories.data.stories.length === 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid={contentTestIds.storiesEmpty}>
            {translate('scout.content.stories.none')}
          </Typography>
        ) : (
          <>
            <Grid container spacing={2}>
              {stories.data.stories.map((story) => (
                <Grid key={story._id} size={{ xs: 6, sm: 4, md: 3, lg: 2 }}>
                  <StoryCard story={story} />
                </Grid>
              ))}
            </Grid>
            {stories.data.totalPages > 1 && (
              <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
                <Pagination count={stories.data.totalPages} page={page} onChange={(_event, value) => setPage(value)} />
              </Box>
            )}
          </>
        )}
      </CardContent>
      {uploading && <UploadStoryDialog creators={creators} onClose={() => setUploading(false)} />}
    </Card>
  );
}

/** On the profile page: the saved profile's stories (`GET /customer/socialProfile/stories`). */
export function ProfileStoriesGrid({ profileId, username }: { profileId: string; username: string }) {
  return <StoriesGridBody source={{ profileId }} creators={[{ id: profileId, username }]} title="scout.content.stories.title" />;
}

/** On the campaign page: the stories of its influencers (`GET /customer/story?profileIds=…`). */
export function CampaignStoriesGrid({ influencers }: { influencers: ReadonlyArray<{ influencerId: string; username: string }> }) {
  const creators = influencers.map((influencer) => ({ id: influencer.influencerId, username: influencer.username }));
  return (
    <StoriesGridBody
      source={creators.length > 0 ? { profileIds: creators.slice(0, STORY_PROFILE_IDS_MAX).map((creator) => creator.id) } : null}
      creators={creators}
      title="scout.content.stories.ofInfluencers"
    />
  );
}
