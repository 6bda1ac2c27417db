import CopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCopyToClipboard } from '../platform/useCopyToClipboard';
import { developerTestIds } from './testIds';

interface NewApiKeyDialogProps {
  /** The key itself; it is gone once the dialog closes. */
  apiKey: string;
  onClose: () => void;
}

/** Shows a new API key once, with a copy button and the warning that it is not shown again. */
export function NewApiKeyDialog({ apiKey, onClose }: NewApiKeyDialogProps) {
  const translate = useTranslate();
  const { copied, copy } = useCopyToClipboard('scout.developer.copyFailed', 'scout.developer.copied');

  return (
    <Dialog open maxWidth="sm" fullWidth data-testid={developerTestIds.newKeyDialog}>
      <DialogTitle>{translate('scout.developer.newKeyTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{translate('scout.developer.shownOnce')}</Alert>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box
              component="code"
              data-testid={developerTestIds.newKey}
              sx={{
                flex: 1,
                p: 1.5,
                borderRadius: 1,
                bgcolor: 'action.hover',
                fontFamily: 'monospace',
                wordBreak: 'break-all',
                userSelect: 'all',
              }}
            >
              {apiKey}
            </Box>
            <Tooltip title={translate(copied ? 'scout.developer.copied' : 'scout.developer.copy')}>
              <IconButton
                onClick={() => copy(apiKey)}
                aria-label={translate('scout.developer.copy')}
                data-testid={developerTestIds.copyButton}
              >
                <CopyIcon />
              </IconButton>
            </Tooltip>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {translate('scout.developer.usage')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid={developerTestIds.newKeyClose}>
          {translate('scout.developer.stored')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
