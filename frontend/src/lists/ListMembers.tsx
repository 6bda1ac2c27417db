import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { IconButton, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { countText } from '../platform/numbers';
import type { ProfileRecord } from '../profiles/types';
import { listTestIds } from './testIds';
import { useListsCommand } from './useLists';
import { QueryFailure } from '../platform/connection/Loaded';

const SHOWN = 100;

/** The profiles of one list (every platform), each removable from it. */
export function ListMembers({ listId, listName }: { listId: string; listName: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const members = useGetList<ProfileRecord>('profiles', {
    filter: { listId, platform: 'all' },
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'username', order: 'ASC' },
  });
  const remove = useListsCommand((dp, profileId: string) => dp.removeFromList(listName, profileId), 'scout.lists.removedFrom');
  if (members.isError) return <QueryFailure read={members} failed="scout.connection.failed.listMembers" />;
  if (members.data?.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {translate('scout.lists.emptyList')}
      </Typography>
    );
  }
  return (
    <List dense data-testid={listTestIds.members}>
      {members.data?.map((profile) => (
        <ListItem
          key={profile.id}
          disablePadding
          data-testid={listTestIds.member}
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={translate('scout.lists.removeFrom')}
              onClick={() => remove.mutate(profile.id)}
              disabled={remove.isPending}
            >
              <DeleteIcon />
            </IconButton>
          }
        >
          <ListItemButton component={Link} to={`/profile/${encodeURIComponent(profile.slug)}`}>
            <ListItemText
              primary={profile.fullName ? `${profile.fullName} (@${profile.username})` : `@${profile.username}`}
              secondary={`${translate(`scout.platforms.${profile.platform}`, { _: profile.platform })} · ${countText(profile.followers, locale)} ${translate('scout.profile.statistics.followers')}`}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
