import CopyIcon from '@mui/icons-material/ContentCopy';
import { IconButton, Link, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCopyToClipboard } from '../platform/useCopyToClipboard';
import { absoluteUrl } from './publicPaths';

/** A public page's full address as a link, with a button that copies it. */
export function PublicLink({ path, testId }: { path: string; testId: string }) {
  const translate = useTranslate();
  const url = absoluteUrl(path);
  const { copy } = useCopyToClipboard('scout.public.copyFailed', 'scout.public.copied');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Link href={url} target="_blank" rel="noopener" variant="body2" sx={{ wordBreak: 'break-all' }} data-testid={testId}>
        {url}
      </Link>
      <Tooltip title={translate('scout.public.copy')}>
        <IconButton size="small" onClick={() => copy(url)} aria-label={translate('scout.public.copy')}>
          <CopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
