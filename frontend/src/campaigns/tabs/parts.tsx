import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Card, CardContent, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** One tab's content: a title, its actions on the right, then the body. */
export function TabCard({
  title,
  actions,
  children,
  testId,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const translate = useTranslate();
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 2 }}
        >
          <Typography variant="h6" component="h2">
            {translate(title)}
          </Typography>
          {actions && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              {actions}
            </Stack>
          )}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** The line shown when a tab has nothing yet. */
export function Empty({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(text)}
    </Typography>
  );
}

export function RemoveButton({ onClick, disabled, testId }: { onClick: () => void; disabled?: boolean; testId: string }) {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('ra.action.delete')}>
      <span>
        <IconButton size="small" onClick={onClick} disabled={disabled} aria-label={translate('ra.action.delete')} data-testid={testId}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
