import { Avatar, Stack, Typography } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';
import type { ProfileRecord } from './types';
import { profileTestIds } from './testIds';
import { imageUrl } from '../platform/imageUrl';

/** The creator's picture, handle and (where known) name. */
export function UsernameField(_props: FieldProps<ProfileRecord>) {
  const record = useRecordContext<ProfileRecord>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar
        src={imageUrl(record.imageUrl, 64)}
        sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.light', color: 'primary.main' }}
      >
        {record.username.charAt(0).toUpperCase()}
      </Avatar>
      <div>
        <Typography variant="body2" data-testid={profileTestIds.username}>
          {record.username}
        </Typography>
        {record.fullName && (
          <Typography variant="caption" color="text.secondary">
            {record.fullName}
          </Typography>
        )}
      </div>
    </Stack>
  );
}
