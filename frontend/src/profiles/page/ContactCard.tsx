import { Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { SavedProfile } from '../types';
import { profilePageTestIds } from './testIds';
import { useProfileCommand } from './useProfilePage';
import { track } from '../../platform/widgets/analytics';

const FIELDS = ['email', 'phone', 'website', 'whatsapp', 'notes'] as const;
type Contact = SavedProfile['contact'];

/** How the team reaches the creator (edited as a whole), and contacts found on the public profile. */
export function ContactCard({ profile }: { profile: SavedProfile }) {
  const translate = useTranslate();
  const [contact, setContact] = useState<Contact>(profile.contact);
  const save = useProfileCommand((dp, value: Contact) => dp.changeContact(profile._id, value), 'scout.profile.saved');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    track('PROFILE', 'save contact');
    save.mutate(contact);
  };
  return (
    <Card sx={{ height: '100%' }} data-testid={profilePageTestIds.contact}>
      <CardContent component="form" onSubmit={submit} noValidate>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('scout.profile.contact.title')}
        </Typography>
        <Stack spacing={1.5}>
          {FIELDS.map((field) => (
            <TextField
              key={field}
              size="small"
              label={translate(`scout.profile.contact.${field}`)}
              value={contact[field] ?? ''}
              multiline={field === 'notes'}
              minRows={field === 'notes' ? 2 : undefined}
              onChange={(event) => setContact({ ...contact, [field]: event.target.value })}
            />
          ))}
          {profile.collectedContacts.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              {profile.collectedContacts.map((found) => (
                <Chip
                  key={`${found.type}:${found.value}`}
                  size="small"
                  label={`${translate(`scout.profile.contact.${found.type}`, { _: found.type })}: ${found.value}`}
                />
              ))}
            </Stack>
          )}
          <Button
            type="submit"
            variant="contained"
            size="small"
            disabled={save.isPending}
            sx={{ alignSelf: 'flex-start' }}
            data-testid={profilePageTestIds.contactSave}
          >
            {translate('ra.action.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
