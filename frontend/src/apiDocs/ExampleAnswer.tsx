import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ApiAnswer } from './apiCalls';
import { apiDocsTestIds } from './testIds';

/**
 * What a call answers on success: a JSON example (made by the server from the call's answer schema),
 * folded until opened; the JSON is laid out only then. A file or a redirect is said in words.
 */
export function ExampleAnswer({ answer }: { answer: ApiAnswer }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (answer.kind !== 'json') {
    return (
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }} data-testid={apiDocsTestIds.answer}>
        {translate(answer.kind === 'file' ? 'scout.apiDocs.fileAnswer' : 'scout.apiDocs.redirectAnswer', { status: answer.status })}
      </Typography>
    );
  }
  return (
    <Box
      component="details"
      sx={{ mt: 1 }}
      data-testid={apiDocsTestIds.answer}
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <Typography component="summary" variant="body2" sx={{ cursor: 'pointer', color: 'primary.main' }}>
        {translate('scout.apiDocs.exampleAnswer', { status: answer.status })}
      </Typography>
      {open && (
        <Box
          component="pre"
          data-testid={apiDocsTestIds.example}
          sx={{
            m: 0,
            mt: 1,
            p: 1.5,
            maxHeight: 420,
            overflow: 'auto',
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: 13,
          }}
        >
          {JSON.stringify(answer.example, null, 2)}
        </Box>
      )}
    </Box>
  );
}
