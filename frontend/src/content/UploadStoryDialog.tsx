import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { STORY_MEDIA_CONTENT_TYPES } from '@scout/contracts/content/stories';
import { localDateTimeValue, parseViews } from './contentText';
import type { StoryCreator } from './storyCreator';
import { contentTestIds } from './testIds';
import { useContentCommand } from './useContent';

const ACCEPT = Object.keys(STORY_MEDIA_CONTENT_TYPES).join(',');

/** Uploads a story's image or video for one of the creators (`POST /customer/content/upload-story`). */
export function UploadStoryDialog({ creators, onClose }: { creators: StoryCreator[]; onClose: () => void }) {
  const translate = useTranslate();
  const [file, setFile] = useState<File | null>(null);
  const [influencerId, setInfluencerId] = useState(creators.length === 1 ? creators[0]!.id : '');
  const [views, setViews] = useState('');
  const [now] = useState(() => localDateTimeValue(new Date()));
  const [publishedAt, setPublishedAt] = useState(now);
  const upload = useContentCommand(
    (dp, story: Parameters<typeof dp.uploadStory>[0]) => dp.uploadStory(story),
    'scout.content.stories.uploaded',
  );
  const parsedViews = parseViews(views);
  const published = new Date(publishedAt);
  const valid = file !== null && influencerId !== '' && parsedViews !== undefined && !Number.isNaN(published.getTime());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || parsedViews === undefined) return;
    upload.mutate({ file, influencerId, views: parsedViews, publishedAt: published.toISOString() }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={upload.isPending ? undefined : onClose} fullWidth maxWidth="xs" data-testid={contentTestIds.uploadDialog}>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('scout.content.stories.upload')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Button variant="outlined" component="label">
              {translate('scout.content.stories.file')}
              <input
                hidden
                type="file"
                accept={ACCEPT}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                data-testid={contentTestIds.uploadFile}
              />
            </Button>
            {file && <Typography variant="body2">{file.name}</Typography>}
            {creators.length > 1 && (
              <TextField
                select
                label={translate('scout.content.stories.influencer')}
                value={influencerId}
                onChange={(e) => setInfluencerId(e.target.value)}
                required
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': contentTestIds.uploadInfluencer } as object } }}
              >
                {creators.map((creator) => (
                  <MenuItem key={creator.id} value={creator.id} data-testid={`${contentTestIds.uploadInfluencer}-option`}>
                    @{creator.username}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              label={translate('scout.content.stories.views')}
              value={views}
              onChange={(e) => setViews(e.target.value)}
              error={parsedViews === undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': contentTestIds.uploadViews } }}
            />
            <TextField
              type="datetime-local"
              label={translate('scout.content.stories.publishedAt')}
              value={publishedAt}
              onChange={(e) => setPublishedAt(e.target.value)}
              required
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: now, 'data-testid': contentTestIds.uploadPublishedAt } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={upload.isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!valid || upload.isPending} data-testid={contentTestIds.uploadSubmit}>
            {translate('scout.content.stories.upload')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
