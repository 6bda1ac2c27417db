import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, Card, CardContent, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { PROFILE_ACTIVITY_KINDS } from '@scout/contracts/profiles/events';
import { formatDateTime } from '../../platform/dates';
import type { SavedProfile } from '../types';
import { profilePageTestIds } from './testIds';
import { useProfileCommand } from './useProfilePage';

type Kind = (typeof PROFILE_ACTIVITY_KINDS)[number];

/** The team's timeline with the creator: notes, mails, calls, messages, meetings (newest first). */
export function ActivitiesCard({ profile }: { profile: SavedProfile }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [kind, setKind] = useState<Kind>('note');
  const [text, setText] = useState('');
  const add = useProfileCommand(
    (dp, activity: { kind: Kind; text: string }) => dp.addActivity(profile._id, activity),
    'scout.profile.saved',
  );
  const remove = useProfileCommand((dp, activityId: string) => dp.removeActivity(profile._id, activityId), 'scout.profile.removed');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ kind, text: text.trim() }, { onSuccess: () => setText('') });
  };
  return (
    <Card sx={{ height: '100%' }} data-testid={profilePageTestIds.activities}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('scout.profile.activities.title')}
        </Typography>
        <Stack component="form" direction="row" spacing={1} onSubmit={submit} noValidate sx={{ my: 1 }}>
          <TextField
            select
            size="small"
            value={kind}
            onChange={(e) => setKind(e.target.value as Kind)}
            slotProps={{ select: { native: true } }}
            aria-label={translate('scout.profile.activities.kind')}
          >
            {PROFILE_ACTIVITY_KINDS.map((name) => (
              <option key={name} value={name}>
                {translate(`scout.profile.activities.kinds.${name}`)}
              </option>
            ))}
          </TextField>
          <TextField
            size="small"
            value={text}
            placeholder={translate('scout.profile.activities.placeholder')}
            onChange={(e) => setText(e.target.value)}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { 'data-testid': profilePageTestIds.activityText } }}
          />
          <Button type="submit" size="small" disabled={add.isPending || !text.trim()} data-testid={profilePageTestIds.activityAdd}>
            {translate('ra.action.add')}
          </Button>
        </Stack>
        <List dense>
          {profile.activities.map((activity) => (
            <ListItem
              key={activity.activityId}
              disableGutters
              data-testid={profilePageTestIds.activity}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={translate('ra.action.delete')}
                  onClick={() => remove.mutate(activity.activityId)}
                  disabled={remove.isPending}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={activity.text}
                secondary={`${translate(`scout.profile.activities.kinds.${activity.kind}`)} · ${formatDateTime(activity.addedAt, locale)}`}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
