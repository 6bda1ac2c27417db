import AddIcon from '@mui/icons-material/PlaylistAdd';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { AddToListDialog } from '../../lists/AddToListDialog';
import { useListsCommand, useListsOfProfile } from '../../lists/useLists';
import { profilePageTestIds } from './testIds';
import { QueryFailure } from '../../platform/connection/Loaded';

/** The lists this profile is in; it can join more or leave one. */
export function ProfileListsCard({ profileId }: { profileId: string }) {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const lists = useListsOfProfile(profileId);
  const leave = useListsCommand((dp, listName: string) => dp.removeFromList(listName, profileId), 'scout.lists.removedFrom');
  return (
    <Card sx={{ height: '100%' }} data-testid={profilePageTestIds.lists}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {translate('scout.lists.title')}
          </Typography>
          <Button size="small" startIcon={<AddIcon />} onClick={() => setAdding(true)} data-testid={profilePageTestIds.addToList}>
            {translate('scout.lists.addToList')}
          </Button>
        </Stack>
        {lists.isError && <QueryFailure read={lists} failed="scout.connection.failed.profileLists" />}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {lists.data?.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate('scout.lists.inNone')}
            </Typography>
          )}
          {lists.data?.map((list) => (
            <Chip key={list._id} label={list.name} onDelete={leave.isPending ? undefined : () => leave.mutate(list.name)} />
          ))}
        </Box>
      </CardContent>
      {adding && <AddToListDialog profileIds={[profileId]} onClose={() => setAdding(false)} />}
    </Card>
  );
}
