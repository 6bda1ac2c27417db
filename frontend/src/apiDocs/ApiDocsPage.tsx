import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { OpenApiDocument } from '@scout/contracts/apiDocs/openApiDocument';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { PublicFrame } from '../public/PublicFrame';
import { API_KEY_HEADER } from './apiKeyHeader';
import { API_BASE, httpClient } from '../platform/httpClient';
import { apiCallGroups, type ApiCall } from './apiCalls';
import { ExampleAnswer } from './ExampleAnswer';
import { apiDocsTestIds } from './testIds';

const METHOD_COLORS: Record<string, 'success' | 'primary' | 'warning' | 'error' | 'default'> = {
  GET: 'success',
  POST: 'primary',
  PUT: 'warning',
  DELETE: 'error',
};

/** `/api-docs`: every call of the API, from `GET /api/v1/openapi.json`, grouped by tag; public, for API-key clients. */
export function ApiDocsPage() {
  const translate = useTranslate();
  const document = useQuery({
    queryKey: ['scout', 'openApi'],
    queryFn: ({ signal }) => httpClient<OpenApiDocument>('/openapi.json', { signal }),
    staleTime: Infinity,
    retry: false,
  });
  const groups = useMemo(() => (document.data ? apiCallGroups(document.data) : []), [document.data]);

  return (
    <PublicFrame>
      <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto' }} data-testid={apiDocsTestIds.page}>
        <Typography variant="h4" component="h1">
          {translate('scout.apiDocs.title')}
        </Typography>
        <Typography variant="body1">{translate('scout.apiDocs.intro', { base: API_BASE, header: API_KEY_HEADER })}</Typography>
        <Link href={`${API_BASE}/openapi.json`} variant="body2">
          {translate('scout.apiDocs.machineReadable')}
        </Link>
        {document.isPending ? (
          <CircularProgress size={24} />
        ) : document.isError ? (
          <Alert severity="error" data-testid={apiDocsTestIds.loadFailed}>
            {translate('scout.apiDocs.loadFailed')}
          </Alert>
        ) : (
          <>
            <Box component="nav" aria-label={translate('scout.apiDocs.contents')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {groups.map(({ tag, calls }) => (
                <Chip key={tag} component="a" href={`#${anchorOf(tag)}`} clickable label={`${tag} (${calls.length})`} variant="outlined" />
              ))}
            </Box>
            {groups.map(({ tag, calls }) => (
              <Box component="section" key={tag} id={anchorOf(tag)} data-testid={apiDocsTestIds.group(tag)}>
                <Typography variant="h5" component="h2" sx={{ mt: 2, mb: 1 }}>
                  {tag}{' '}
                  <Typography component="span" color="text.secondary">
                    {translate('scout.apiDocs.calls', { smart_count: calls.length })}
                  </Typography>
                </Typography>
                <Stack spacing={1.5}>
                  {calls.map((call) => (
                    <CallCard key={call.id} call={call} />
                  ))}
                </Stack>
              </Box>
            ))}
          </>
        )}
      </Stack>
    </PublicFrame>
  );
}

const anchorOf = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

function CallCard({ call }: { call: ApiCall }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid={apiDocsTestIds.call(call.id)}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            label={call.method}
            color={METHOD_COLORS[call.method] ?? 'default'}
            sx={{ fontFamily: 'monospace', fontWeight: 600 }}
          />
          <Typography component="code" sx={{ fontFamily: 'monospace', fontSize: 15, wordBreak: 'break-all' }}>
            {API_BASE}
            {call.path}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {call.summary}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {translate('scout.apiDocs.roles')}:
          </Typography>
          <Box data-testid={apiDocsTestIds.roles} sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {call.roles.map((role) => (
              <Chip key={role} size="small" variant="outlined" label={translate(`scout.apiDocs.role.${role}`, { _: role })} />
            ))}
          </Box>
          {call.planFeature && (
            <>
              <Typography variant="caption" color="text.secondary" sx={{ pl: 1 }}>
                {translate('scout.apiDocs.planFeature')}:
              </Typography>
              <Chip
                size="small"
                color="secondary"
                variant="outlined"
                data-testid={apiDocsTestIds.planFeature}
                label={translate(`scout.billing.features.${call.planFeature}`, { _: call.planFeature })}
              />
            </>
          )}
        </Stack>
        {call.fields.length === 0 ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate('scout.apiDocs.noInput')}
          </Typography>
        ) : (
          <Table size="small" sx={{ mt: 1 }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('scout.apiDocs.field')}</TableCell>
                <TableCell>{translate('scout.apiDocs.where')}</TableCell>
                <TableCell>{translate('scout.apiDocs.type')}</TableCell>
                <TableCell>{translate('scout.apiDocs.required')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {call.fields.map((field) => (
                <TableRow key={`${field.where}-${field.name}`} data-testid={apiDocsTestIds.field}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>
                    {field.name}
                    {field.description && (
                      <Typography variant="caption" color="text.secondary" component="div" sx={{ fontFamily: 'inherit' }}>
                        {field.description}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{translate(`scout.apiDocs.in.${field.where}`)}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}>{field.type}</TableCell>
                  <TableCell>{field.required ? '✓' : translate('scout.apiDocs.optional')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {call.bodyType && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate('scout.apiDocs.bodyType', { type: call.bodyType })}
          </Typography>
        )}
        {call.answer && <ExampleAnswer answer={call.answer} />}
      </CardContent>
    </Card>
  );
}
