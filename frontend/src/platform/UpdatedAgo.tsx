import { Typography, type TypographyProps } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime, type DateInput } from './dates';
import { relativeTime } from './relativeTime';

/**
 * How fresh the numbers next to it are: "Updated 2 hours ago" (the message under `messageKey`, with
 * `%{time}`), the exact time (Vienna) as its tooltip. Nothing when the time is unknown.
 */
export function UpdatedAgo({
  at,
  messageKey,
  testId,
  ...props
}: { at: DateInput; messageKey: string; testId?: string } & Omit<TypographyProps, 'children'>) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const time = relativeTime(at, locale);
  if (!time) return null;
  return (
    <Typography variant="caption" color="text.secondary" title={formatDateTime(at, locale)} data-testid={testId} {...props}>
      {translate(messageKey, { time })}
    </Typography>
  );
}
