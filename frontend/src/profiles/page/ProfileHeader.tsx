import EditIcon from '@mui/icons-material/EditOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PublicLink } from '../../public/PublicLink';
import { savedProfilePublicPath } from './savedProfilePublicPath';
import { useMe } from '../../accounts/useMe';
import type { SavedProfile } from '../types';
import { SlugDialog } from './SlugDialog';
import { profilePageTestIds } from './testIds';
import { useProfileCommand } from './useProfilePage';
import { imageUrl } from '../../platform/imageUrl';

function Toggle({
  label,
  checked,
  onChange,
  testId,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  disabled: boolean;
}) {
  const translate = useTranslate();
  return (
    <FormControlLabel
      control={<Switch checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} data-testid={testId} />}
      label={translate(label)}
    />
  );
}

/** Who the creator is, and the switches of the saved profile: favourite, tracking, public page and its address. */
export function ProfileHeader({ profile }: { profile: SavedProfile }) {
  const translate = useTranslate();
  const [editingSlug, setEditingSlug] = useState(false);
  const id = profile._id;
  const favourite = useProfileCommand((dp, value: boolean) => dp.setFavourite(id, value));
  const live = useProfileCommand((dp, value: boolean) => dp.setLiveTracking(id, value), 'scout.profile.saved');
  const story = useProfileCommand((dp, value: boolean) => dp.setStoryTracking(id, value), 'scout.profile.saved');
  const share = useProfileCommand((dp, shared: boolean) => dp.setShareDisabled(id, !shared), 'scout.profile.saved');
  const name = profile.fullName ?? profile.username;
  const publicPath = savedProfilePublicPath(profile);
  const pagesOff = useMe().data?.orgInfo.accountConfig.publicProfiles === false;

  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Avatar src={imageUrl(profile.imageUrl, 144)} alt={name} sx={{ width: 72, height: 72, fontSize: 28 }}>
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h5" component="h1" data-testid={profilePageTestIds.name}>
                {name}
              </Typography>
              <Tooltip title={translate(profile.favourite ? 'scout.profile.unfavourite' : 'scout.profile.favourite')}>
                <IconButton
                  onClick={() => favourite.mutate(!profile.favourite)}
                  disabled={favourite.isPending}
                  aria-pressed={profile.favourite}
                  data-testid={profilePageTestIds.favourite}
                >
                  {profile.favourite ? <StarIcon color="warning" /> : <StarBorderIcon />}
                </IconButton>
              </Tooltip>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body1" color="text.secondary">{`@${profile.username}`}</Typography>
              <Chip size="small" variant="outlined" label={translate(`scout.platforms.${profile.platform}`, { _: profile.platform })} />
              <Typography variant="body2" color="text.secondary">{`/${profile.slug}`}</Typography>
              <Tooltip title={translate('scout.profile.slug.title')}>
                <IconButton size="small" onClick={() => setEditingSlug(true)} data-testid={profilePageTestIds.slugEdit}>
                  <EditIcon fontSize="inherit" />
                </IconButton>
              </Tooltip>
            </Stack>
          </Box>
          <Stack>
            <Toggle
              label="scout.profile.liveTracking"
              checked={profile.enableLiveTracking}
              onChange={(v) => live.mutate(v)}
              testId={profilePageTestIds.liveTracking}
              disabled={live.isPending}
            />
            <Toggle
              label="scout.profile.storyTracking"
              checked={profile.enableStoryTracking}
              onChange={(v) => story.mutate(v)}
              testId={profilePageTestIds.storyTracking}
              disabled={story.isPending}
            />
            <Toggle
              label="scout.profile.share"
              checked={!profile.disableShare}
              onChange={(v) => share.mutate(v)}
              testId={profilePageTestIds.share}
              disabled={share.isPending}
            />
          </Stack>
        </Stack>
        {!profile.disableShare && pagesOff && (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ mt: 1, display: 'block' }}
            data-testid={profilePageTestIds.publicPagesOff}
          >
            {translate('scout.profile.publicPagesOff')}
          </Typography>
        )}
        {!profile.disableShare && !pagesOff && publicPath && (
          <Box sx={{ mt: 1 }}>
            <Typography variant="caption" color="text.secondary">
              {translate('scout.profile.publicLink')}
            </Typography>
            <PublicLink path={publicPath} testId={profilePageTestIds.publicLink} />
          </Box>
        )}
        {!profile.disableShare && !pagesOff && !publicPath && (
          <Button
            size="small"
            sx={{ mt: 1 }}
            disabled={share.isPending}
            onClick={() => share.mutate(true)}
            data-testid={profilePageTestIds.createPublicLink}
          >
            {translate('scout.profile.createPublicLink')}
          </Button>
        )}
      </CardContent>
      {editingSlug && <SlugDialog profileId={id} slug={profile.slug} onClose={() => setEditingSlug(false)} />}
    </Card>
  );
}
