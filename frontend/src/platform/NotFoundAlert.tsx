import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** What a detail page (`/profile/:slug`, `/campaign/:id`, `/report/:reportId`) shows for an id the organisation does not have. */
export function NotFoundAlert({ text, back, backTo, testId }: { text: string; back: string; backTo: string; testId: string }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      sx={{ mt: 2 }}
      data-testid={testId}
      action={
        <Button component={Link} to={backTo} size="small">
          {translate(back)}
        </Button>
      }
    >
      {translate(text)}
    </Alert>
  );
}
