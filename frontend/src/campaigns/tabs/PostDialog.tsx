import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { CAMPAIGN_POST_TYPES } from '@scout/contracts/campaigns';
import { campaignTestIds } from '../testIds';
import type { ActionBody, CampaignPostView, CampaignView } from '../types';
import { useCampaignCommand } from '../useCampaigns';
import { InfluencerSelect } from './InfluencerSelect';

type NewPost = ActionBody<'addPost'>;
type PostType = (typeof CAMPAIGN_POST_TYPES)[number];
const COUNTS = ['likes', 'comments', 'views', 'shares', 'reach'] as const;
type CountName = (typeof COUNTS)[number];
const COUNT_TEST_IDS: Partial<Record<CountName, string>> = {
  likes: campaignTestIds.postLikes,
  comments: campaignTestIds.postComments,
  views: campaignTestIds.postViews,
};

function countOf(text: string): number | undefined {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
}

/** Adds a post by hand, or edits one (`post` given): only what changed is sent then. */
export function PostDialog({ campaign, post, onClose }: { campaign: CampaignView; post?: CampaignPostView; onClose: () => void }) {
  const translate = useTranslate();
  const firstPlatform = campaign.influencers[0]?.platform ?? 'instagram';
  const [influencerId, setInfluencerId] = useState(post?.influencerId ?? '');
  const [url, setUrl] = useState(post?.url ?? '');
  const [platform, setPlatform] = useState(post?.platform ?? firstPlatform);
  const [type, setType] = useState<PostType>(post?.type ?? 'post');
  const [caption, setCaption] = useState(post?.caption ?? '');
  const [counts, setCounts] = useState<Record<CountName, string>>(
    () => Object.fromEntries(COUNTS.map((name) => [name, post?.[name]?.toString() ?? ''])) as Record<CountName, string>,
  );
  const [tracking, setTracking] = useState(post?.enableTracking ?? false);
  const add = useCampaignCommand(campaign._id, (dp, id, body: NewPost) => dp.addCampaignPost(id, body), 'scout.campaigns.posts.added');
  const edit = useCampaignCommand(
    campaign._id,
    (dp, id, changes: ActionBody<'editPost'>['changes']) => dp.editCampaignPost(id, post?.postId ?? '', changes),
    'scout.campaigns.saved',
  );
  const pending = add.isPending || edit.isPending;

  const chooseInfluencer = (value: string) => {
    setInfluencerId(value);
    const influencer = campaign.influencers.find((candidate) => candidate.influencerId === value);
    if (influencer) setPlatform(influencer.platform);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const numbers = Object.fromEntries(
      COUNTS.map((name) => [name, countOf(counts[name])]).filter(([, value]) => value !== undefined),
    ) as Partial<Record<CountName, number>>;
    const body: NewPost = {
      url,
      platform,
      type,
      caption: caption || undefined,
      influencerId: influencerId || undefined,
      enableTracking: tracking,
      ...numbers,
    };
    if (!post) return add.mutate(body, { onSuccess: onClose });
    const changes: ActionBody<'editPost'>['changes'] = {};
    if (url !== post.url) changes.url = url;
    if (platform !== post.platform) changes.platform = platform;
    if (type !== post.type) changes.type = type;
    if (caption !== (post.caption ?? '')) changes.caption = caption;
    if (influencerId && influencerId !== post.influencerId) changes.influencerId = influencerId;
    if (tracking !== post.enableTracking) changes.enableTracking = tracking;
    for (const name of COUNTS) if (numbers[name] !== undefined && numbers[name] !== post[name]) changes[name] = numbers[name];
    if (Object.keys(changes).length === 0) return onClose();
    edit.mutate(changes, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid={campaignTestIds.postDialog}>
      <form onSubmit={submit}>
        <DialogTitle>{translate(post ? 'scout.campaigns.posts.editTitle' : 'scout.campaigns.posts.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <InfluencerSelect
              influencers={campaign.influencers}
              value={influencerId}
              onChange={chooseInfluencer}
              optional
              testId={campaignTestIds.postInfluencer}
            />
            <TextField
              label={translate('scout.campaigns.posts.url')}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              required
              type="url"
              slotProps={{ htmlInput: { 'data-testid': campaignTestIds.postUrl } }}
            />
            <Stack direction="row" spacing={2}>
              <TextField
                label={translate('scout.campaigns.posts.platform')}
                value={platform}
                onChange={(e) => setPlatform(e.target.value.toLowerCase())}
                required
                fullWidth
              />
              <TextField
                select
                label={translate('scout.campaigns.posts.type')}
                value={type}
                onChange={(e) => setType(e.target.value as PostType)}
                fullWidth
              >
                {CAMPAIGN_POST_TYPES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {translate(`scout.campaigns.postTypes.${value}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField
              label={translate('scout.campaigns.posts.caption')}
              value={caption}
              onChange={(e) => setCaption(e.target.value)}
              multiline
              minRows={2}
            />
            <Stack direction="row" spacing={1}>
              {COUNTS.map((name) => (
                <TextField
                  key={name}
                  label={translate(`scout.campaigns.posts.${name}`)}
                  value={counts[name]}
                  onChange={(e) => setCounts({ ...counts, [name]: e.target.value })}
                  error={counts[name] !== '' && countOf(counts[name]) === undefined}
                  slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': COUNT_TEST_IDS[name] } }}
                />
              ))}
            </Stack>
            <FormControlLabel
              control={<Switch checked={tracking} onChange={(e) => setTracking(e.target.checked)} />}
              label={translate('scout.campaigns.posts.tracking')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!url.trim() || pending} data-testid={campaignTestIds.postSubmit}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
