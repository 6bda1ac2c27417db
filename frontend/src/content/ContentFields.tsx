import ImageIcon from '@mui/icons-material/ImageOutlined';
import { Avatar, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { formatDate, formatDateTime } from '../platform/dates';
import { countText, exactTitle } from '../platform/numbers';
import type { ContentRecord } from './contentsResource';
import { captionExcerpt, freshAt } from './contentText';
import { timeAgo } from './freshness';
import { contentTestIds } from './testIds';
import { thumbnailSrc } from './thumbnail';
import { useContentCommand } from './useContent';

type Metric = 'views' | 'likes' | 'comments' | 'shares' | 'saves';

export function Thumbnail({ url, size = 48 }: { url: string | null; size?: number }) {
  return (
    <Avatar
      variant="rounded"
      src={thumbnailSrc(url, size)}
      sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'text.secondary' }}
    >
      <ImageIcon fontSize="small" />
    </Avatar>
  );
}

export function ThumbnailField(_props: FieldProps<ContentRecord>) {
  const record = useRecordContext<ContentRecord>();
  return record ? <Thumbnail url={record.thumbnailUrl} /> : null;
}

/** The creator's handle and the item's type. */
export function CreatorField(_props: FieldProps<ContentRecord>) {
  const record = useRecordContext<ContentRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack>
      <Typography variant="body2" data-testid={contentTestIds.creator} data-content-id={record.id}>
        {record.username}
      </Typography>
      <Typography variant="caption" color="text.secondary" data-testid={contentTestIds.type} data-type={record.type ?? ''}>
        {record.type ? translate(`scout.content.types.${record.type}`) : ''}
      </Typography>
    </Stack>
  );
}

export function CaptionField(_props: FieldProps<ContentRecord>) {
  const record = useRecordContext<ContentRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="body2" title={record.caption} data-testid={contentTestIds.caption} sx={{ maxWidth: 320 }}>
      {captionExcerpt(record.caption) || translate('scout.content.noCaption')}
    </Typography>
  );
}

export function PublishedField(_props: FieldProps<ContentRecord>) {
  const record = useRecordContext<ContentRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <span title={formatDateTime(record.publishedAt, locale)} data-testid={contentTestIds.publishedAt} data-value={record.publishedAt}>
      {formatDate(record.publishedAt, locale)}
    </span>
  );
}

/** A count abbreviated (K/M/B), the exact number on hover, a dash when the platform does not give it. */
export function CountField({ source }: FieldProps<ContentRecord> & { source: Metric }) {
  const record = useRecordContext<ContentRecord>();
  const [locale] = useLocaleState();
  if (!record) return null;
  const value = record[source];
  return (
    <span title={exactTitle(value, locale)} data-testid={contentTestIds.count(source)} data-value={value ?? ''}>
      {countText(value, locale)}
    </span>
  );
}

/** "updated 2 hours ago" when the API tells when the numbers were seen. */
export function Freshness({ at }: { at: string | null }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const ago = timeAgo(at, Date.now(), locale);
  if (!ago) return null;
  return (
    <Typography variant="caption" color="text.secondary" title={formatDateTime(at, locale)} data-testid={contentTestIds.freshness}>
      {translate('scout.content.updated', { ago })}
    </Typography>
  );
}

export function FreshnessField(_props: FieldProps<ContentRecord>) {
  const record = useRecordContext<ContentRecord>();
  return record ? <Freshness at={freshAt(record)} /> : null;
}

/** The live-track switch of one item (`PUT /customer/content/{id} {liveTrack}`). */
export function LiveTrackSwitch({ content }: { content: Pick<ContentRecord, '_id' | 'liveTrack'> }) {
  const translate = useTranslate();
  const toggle = useContentCommand(
    (dp, liveTrack: boolean) => dp.setContentLiveTrack(content._id, liveTrack),
    'scout.content.liveTrackSaved',
  );
  const checked = toggle.isPending && toggle.variables !== undefined ? toggle.variables : content.liveTrack;
  return (
    <Tooltip title={translate('scout.content.liveTrackHint')}>
      <Switch
        size="small"
        checked={checked}
        disabled={toggle.isPending}
        onClick={(event) => event.stopPropagation()}
        onChange={(_event, value) => toggle.mutate(value)}
        slotProps={{ input: { 'aria-label': translate('resources.contents.fields.liveTrack') } }}
        data-testid={contentTestIds.liveTrack}
        data-checked={String(content.liveTrack)}
        data-content-id={content._id}
      />
    </Tooltip>
  );
}

export function LiveTrackField(_props: FieldProps<ContentRecord>) {
  const record = useRecordContext<ContentRecord>();
  return record ? <LiveTrackSwitch content={record} /> : null;
}
