import { Card, CardContent, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { SocialPost } from '@scout/contracts/socialData/snapshot';
import { formatDateTime } from '../../platform/dates';
import { countText } from '../../platform/numbers';
import { analyticsTestIds } from './testIds';

const SHOWN = 12;

function PostFigures({ post }: { post: SocialPost }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const figures = (['likes', 'comments', 'views'] as const).filter((name) => post[name] !== null);
  return (
    <Stack direction="row" spacing={2} component="span">
      {figures.map((name) => (
        <span key={name}>{`${countText(post[name], locale)} ${translate(`scout.profile.posts.${name}`)}`}</span>
      ))}
    </Stack>
  );
}

/** The latest posts, newest first, with their date in Europe/Vienna and their likes, comments and views. */
export function RecentPosts({ posts }: { posts: SocialPost[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Card sx={{ height: '100%' }} data-testid={analyticsTestIds.recentPosts}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('scout.profile.posts.title')}
        </Typography>
        {posts.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('scout.profile.posts.none')}
          </Typography>
        ) : (
          <List dense>
            {posts.slice(0, SHOWN).map((post) => (
              <ListItem key={post.postId} disableGutters divider data-testid={analyticsTestIds.post}>
                <ListItemText
                  primary={
                    post.url ? (
                      <Link href={post.url} target="_blank" rel="noopener noreferrer">
                        {post.caption.slice(0, 140) || translate('scout.profile.posts.untitled')}
                      </Link>
                    ) : (
                      post.caption.slice(0, 140) || translate('scout.profile.posts.untitled')
                    )
                  }
                  secondary={
                    <Stack direction="row" spacing={2} component="span">
                      <span>{formatDateTime(post.publishedAt, locale)}</span>
                      <PostFigures post={post} />
                    </Stack>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
