import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { ProfileRecord } from './types';
import { profileTestIds } from './testIds';

export function PlatformChip(_props: FieldProps<ProfileRecord>) {
  const record = useRecordContext<ProfileRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      data-testid={profileTestIds.platform}
      size="small"
      variant="outlined"
      label={translate(`scout.platforms.${record.platform}`, { _: record.platform })}
    />
  );
}
