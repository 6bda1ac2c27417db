import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import LinkIcon from '@mui/icons-material/Link';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNotifyError } from '../../platform/useNotifyError';
import { downloadAttachment } from '../attachmentDownload';
import type { SavedProfile } from '../types';
import { profilePageTestIds } from './testIds';
import { useProfileCommand } from './useProfilePage';

type Attachment = SavedProfile['attachments'][number];

function EditDialog({ profileId, attachment, onClose }: { profileId: string; attachment: Attachment; onClose: () => void }) {
  const translate = useTranslate();
  const [title, setTitle] = useState(attachment.title);
  const [description, setDescription] = useState(attachment.description ?? '');
  const edit = useProfileCommand(
    (dp, change: { title: string; description?: string }) =>
      dp.editAttachment(profileId, { attachmentId: attachment.attachmentId, ...change }),
    'scout.profile.saved',
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    edit.mutate({ title: title.trim(), description: description.trim() || undefined }, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{translate('scout.profile.attachments.edit')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              label={translate('scout.profile.attachments.name')}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
            <TextField
              label={translate('scout.profile.attachments.description')}
              value={description}
              multiline
              minRows={2}
              onChange={(e) => setDescription(e.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={edit.isPending || !title.trim()}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Files (uploaded, downloadable) and links the team keeps with the creator. */
export function AttachmentsCard({ profile }: { profile: SavedProfile }) {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const fileInput = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState<Attachment | null>(null);
  const [url, setUrl] = useState('');
  const id = profile._id;
  const upload = useProfileCommand((dp, file: File) => dp.uploadAttachment(id, file, file.name), 'scout.profile.attachments.uploaded');
  const addLink = useProfileCommand((dp, link: string) => dp.addLink(id, { url: link }), 'scout.profile.saved');
  const remove = useProfileCommand((dp, attachmentId: string) => dp.removeAttachment(id, attachmentId), 'scout.profile.removed');

  const submitLink = (event: FormEvent) => {
    event.preventDefault();
    addLink.mutate(url.trim(), { onSuccess: () => setUrl('') });
  };

  return (
    <Card sx={{ height: '100%' }} data-testid={profilePageTestIds.attachments}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {translate('scout.profile.attachments.title')}
          </Typography>
          <Button size="small" startIcon={<UploadIcon />} disabled={upload.isPending} onClick={() => fileInput.current?.click()}>
            {translate('scout.profile.attachments.upload')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            hidden
            data-testid={profilePageTestIds.attachmentFile}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate(file);
              event.target.value = '';
            }}
          />
        </Stack>
        <List dense>
          {profile.attachments.map((attachment) => (
            <ListItem
              key={attachment.attachmentId}
              disableGutters
              data-testid={profilePageTestIds.attachment}
              secondaryAction={
                <>
                  <IconButton aria-label={translate('ra.action.edit')} onClick={() => setEditing(attachment)}>
                    <EditIcon />
                  </IconButton>
                  <IconButton
                    edge="end"
                    aria-label={translate('ra.action.delete')}
                    onClick={() => remove.mutate(attachment.attachmentId)}
                    disabled={remove.isPending}
                  >
                    <DeleteIcon />
                  </IconButton>
                </>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                {attachment.kind === 'link' ? (
                  <LinkIcon />
                ) : (
                  <IconButton
                    size="small"
                    aria-label={translate('scout.profile.attachments.download')}
                    onClick={() =>
                      downloadAttachment(id, attachment.attachmentId, attachment.fileName ?? attachment.title).catch(notifyError)
                    }
                  >
                    <DownloadIcon />
                  </IconButton>
                )}
              </ListItemIcon>
              <ListItemText
                primary={
                  attachment.kind === 'link' && attachment.url ? (
                    <Link href={attachment.url} target="_blank" rel="noopener noreferrer">
                      {attachment.title}
                    </Link>
                  ) : (
                    attachment.title
                  )
                }
                secondary={attachment.description ?? attachment.fileName}
              />
            </ListItem>
          ))}
        </List>
        <Stack component="form" direction="row" spacing={1} onSubmit={submitLink} noValidate>
          <TextField
            size="small"
            type="url"
            label={translate('scout.profile.attachments.link')}
            placeholder="https://"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { 'data-testid': profilePageTestIds.linkUrl } }}
          />
          <Button type="submit" size="small" disabled={addLink.isPending || !url.trim()} data-testid={profilePageTestIds.linkAdd}>
            {translate('ra.action.add')}
          </Button>
        </Stack>
      </CardContent>
      {editing && <EditDialog profileId={id} attachment={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
