import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { profilePageTestIds } from './testIds';
import { useProfileCommand } from './useProfilePage';

/** Changes the profile's slug (its address); the page moves to the new address the server made. */
export function SlugDialog({ profileId, slug, onClose }: { profileId: string; slug: string; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [text, setText] = useState(slug);
  const change = useProfileCommand(
    (dataProvider, value: string) => dataProvider.changeSlug(profileId, value),
    'scout.profile.slug.changed',
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(text, {
      onSuccess: (newSlug) => {
        onClose();
        void navigate(`/profile/${encodeURIComponent(newSlug)}`, { replace: true });
      },
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('scout.profile.slug.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('resources.profiles.fields.slug')}
            helperText={translate('scout.profile.slug.hint')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': profilePageTestIds.slugInput } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={change.isPending || !text.trim()} data-testid={profilePageTestIds.slugSave}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
