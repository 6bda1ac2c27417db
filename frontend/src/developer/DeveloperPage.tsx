import { Alert, Box, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { API_DOCS_ROUTE } from '../apiDocs/apiDocsPath';
import { apiDocsTestIds } from '../apiDocs/testIds';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { ApiKeyCard } from './ApiKeyCard';
import { API_KEY_HEADER } from '../apiDocs/apiKeyHeader';
import { curlExample } from './apiKeyText';
import { canManageApiKeys } from './permissions';
import { developerTestIds } from './testIds';

/** `/developer`: the organisation's API key and how to use it. */
export function DeveloperPage() {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<unknown>();

  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 760 }} data-testid={developerTestIds.page}>
      <Title title="scout.menu.developer" />
      {isPending ? (
        <CircularProgress size={24} />
      ) : canManageApiKeys(permissions) ? (
        <ApiKeyCard />
      ) : (
        <Alert severity="info" data-testid={developerTestIds.notAllowed}>
          {translate('scout.developer.notAllowed')}
        </Alert>
      )}
      <Card data-testid={developerTestIds.usageHint}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('scout.developer.usageTitle')}
          </Typography>
          <Typography variant="body2" gutterBottom>
            {translate('scout.developer.usageHint', { header: API_KEY_HEADER })}
          </Typography>
          <Box component="pre" sx={{ m: 0, mt: 1, p: 1.5, borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, overflowX: 'auto' }}>
            {curlExample(window.location.origin)}
          </Box>
          <Typography variant="body2" sx={{ mt: 2 }}>
            <Link component={RouterLink} to={API_DOCS_ROUTE} data-testid={apiDocsTestIds.developerLink}>
              {translate('scout.apiDocs.docsLink')}
            </Link>
            {' · '}
            {translate('scout.apiDocs.docsLinkHint')}
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
