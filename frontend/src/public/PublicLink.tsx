import CopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, Link, Stack, Tooltip } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { absoluteUrl } from './publicPaths';

/** A public page's full address as a link, with a button that copies it. */
export function PublicLink({ path, testId }: { path: string; testId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const url = absoluteUrl(path);
  const copy = () => {
    navigator.clipboard
      .writeText(url)
      .then(() => notify('scout.public.copied', { type: 'success' }))
      .catch(() => notify('scout.public.copyFailed', { type: 'warning' }));
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Link href={url} target="_blank" rel="noopener" variant="body2" sx={{ wordBreak: 'break-all' }} data-testid={testId}>
        {url}
      </Link>
      <Tooltip title={translate('scout.public.copy')}>
        <IconButton size="small" onClick={copy} aria-label={translate('scout.public.copy')}>
          <CopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
