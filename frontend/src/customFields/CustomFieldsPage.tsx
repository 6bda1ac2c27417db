import { CircularProgress, Grid, Stack } from '@mui/material';
import { Title } from 'react-admin';
import { CategoriesCard } from './CategoriesCard';
import { FieldsCard } from './FieldsCard';
import { customFieldTestIds } from './testIds';
import { useCustomFields } from './useCustomFields';
import { useNotifyReadError } from '../platform/useNotifyReadError';
import { QueryFailure } from '../platform/connection/Loaded';

/** `/custom-fields`: the organisation's own profile fields and their categories. */
export function CustomFieldsPage() {
  const definitions = useCustomFields();
  useNotifyReadError(definitions.error);
  return (
    <Stack spacing={2} sx={{ my: 2 }} data-testid={customFieldTestIds.page}>
      <Title title="scout.menu.customFields" />
      {definitions.isPending ? (
        <CircularProgress size={24} />
      ) : definitions.isError ? (
        <QueryFailure read={definitions} failed="scout.fields.loadFailed" />
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <FieldsCard fields={definitions.data.fields} categories={definitions.data.categories} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <CategoriesCard categories={definitions.data.categories} />
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}
