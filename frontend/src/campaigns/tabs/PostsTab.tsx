import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import LinkIcon from '@mui/icons-material/LinkOutlined';
import { Button, IconButton, Link, Switch, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../../platform/dates';
import { UpdatedAgo } from '../../platform/UpdatedAgo';
import { postUpdatedAt } from '../freshness';
import { countText } from '../../platform/numbers';
import { influencerName } from '../influencerName';
import { campaignTestIds } from '../testIds';
import type { CampaignPostView, CampaignView } from '../types';
import { useCampaignCommand } from '../useCampaigns';
import { AddPostFromUrlDialog } from './AddPostFromUrlDialog';
import { PostDialog } from './PostDialog';
import { Empty, RemoveButton, TabCard } from './parts';

/** The campaign's posts: added by hand or from their address, with their numbers and tracking switch. */
export function PostsTab({ campaign }: { campaign: CampaignView }) {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<'add' | 'url' | CampaignPostView | null>(null);
  return (
    <TabCard
      title="scout.campaigns.tabs.posts"
      actions={
        <>
          <Button startIcon={<LinkIcon />} onClick={() => setDialog('url')} data-testid={campaignTestIds.postFromUrl}>
            {translate('scout.campaigns.posts.fromUrl')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('add')} data-testid={campaignTestIds.postAdd}>
            {translate('scout.campaigns.posts.add')}
          </Button>
        </>
      }
    >
      {campaign.posts.length === 0 ? (
        <Empty text="scout.campaigns.posts.none" />
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('scout.campaigns.posts.post')}</TableCell>
              <TableCell>{translate('scout.campaigns.influencers.one')}</TableCell>
              <TableCell align="right">{translate('scout.campaigns.posts.likes')}</TableCell>
              <TableCell align="right">{translate('scout.campaigns.posts.comments')}</TableCell>
              <TableCell align="right">{translate('scout.campaigns.posts.views')}</TableCell>
              <TableCell align="right">{translate('scout.campaigns.posts.reach')}</TableCell>
              <TableCell>{translate('scout.campaigns.posts.tracking')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {campaign.posts.map((post) => (
              <PostRow key={post.postId} campaign={campaign} post={post} onEdit={() => setDialog(post)} />
            ))}
          </TableBody>
        </Table>
      )}
      {dialog === 'url' && <AddPostFromUrlDialog campaign={campaign} onClose={() => setDialog(null)} />}
      {dialog === 'add' && <PostDialog campaign={campaign} onClose={() => setDialog(null)} />}
      {dialog !== null && typeof dialog === 'object' && (
        <PostDialog key={dialog.postId} campaign={campaign} post={dialog} onClose={() => setDialog(null)} />
      )}
    </TabCard>
  );
}

function PostRow({ campaign, post, onEdit }: { campaign: CampaignView; post: CampaignPostView; onEdit: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tracking = useCampaignCommand(
    campaign._id,
    (dp, id, enableTracking: boolean) => dp.editCampaignPost(id, post.postId, { enableTracking }),
    'scout.campaigns.saved',
  );
  const remove = useCampaignCommand(
    campaign._id,
    (dp, id, _: void) => dp.removeCampaignPost(id, post.postId),
    'scout.campaigns.posts.removed',
  );
  return (
    <TableRow data-testid={campaignTestIds.postRow}>
      <TableCell sx={{ maxWidth: 320 }}>
        <Link href={post.url} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
          {post.caption || post.url}
        </Link>
        <div>
          {[
            translate(`scout.campaigns.postTypes.${post.type}`),
            translate(`scout.platforms.${post.platform}`, { _: post.platform }),
            formatDate(post.publishedAt, locale),
          ]
            .filter(Boolean)
            .join(' · ')}
        </div>
        <UpdatedAgo
          at={postUpdatedAt(post)}
          messageKey="scout.campaigns.posts.updatedAgo"
          testId={campaignTestIds.postUpdated}
          sx={{ display: 'block' }}
        />
        {post.enableTracking && (post.refreshFailures ?? 0) > 0 && (
          <Typography variant="caption" color="warning.main" sx={{ display: 'block' }} data-testid={campaignTestIds.postRefreshFailing}>
            {translate('scout.campaigns.posts.refreshFailing')}
          </Typography>
        )}
      </TableCell>
      <TableCell>{influencerName(campaign.influencers, post.influencerId)}</TableCell>
      <TableCell align="right">{countText(post.likes, locale)}</TableCell>
      <TableCell align="right">{countText(post.comments, locale)}</TableCell>
      <TableCell align="right">{countText(post.views, locale)}</TableCell>
      <TableCell align="right">{countText(post.reach, locale)}</TableCell>
      <TableCell>
        <Switch
          size="small"
          checked={post.enableTracking}
          disabled={tracking.isPending}
          onChange={(e) => tracking.mutate(e.target.checked)}
          data-testid={campaignTestIds.postTracking}
        />
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <IconButton size="small" onClick={onEdit} aria-label={translate('ra.action.edit')}>
          <EditIcon fontSize="small" />
        </IconButton>
        <RemoveButton onClick={() => remove.mutate()} disabled={remove.isPending} testId={campaignTestIds.postRemove} />
      </TableCell>
    </TableRow>
  );
}
