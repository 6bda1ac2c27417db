import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { FieldValueInput } from '../../customFields/FieldValueInput';
import type { FieldValue } from '../../customFields/fieldValue';
import { groupFields } from '../../customFields/grouping';
import { useCustomFields } from '../../customFields/useCustomFields';
import type { SavedProfile } from '../types';
import { profilePageTestIds } from './testIds';
import { useProfileCommand } from './useProfilePage';
import { QueryFailure } from '../../platform/connection/Loaded';

/** The organisation's custom fields with this profile's values, each editable in place. */
export function CustomFieldsCard({ profile }: { profile: SavedProfile }) {
  const translate = useTranslate();
  const definitions = useCustomFields();
  const set = useProfileCommand(
    (dp, { fieldId, value }: { fieldId: string; value: FieldValue }) => dp.setCustomFieldValue(profile._id, fieldId, value),
    'scout.profile.saved',
  );
  const groups = definitions.data ? groupFields(definitions.data.categories, definitions.data.fields) : [];
  return (
    <Card sx={{ height: '100%' }} data-testid={profilePageTestIds.customFields}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {translate('scout.profile.customFields.title')}
          </Typography>
          <Button size="small" component={Link} to="/custom-fields">
            {translate('scout.profile.customFields.manage')}
          </Button>
        </Stack>
        {definitions.isError && <QueryFailure read={definitions} failed="scout.fields.loadFailed" />}
        {definitions.data && groups.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('scout.profile.customFields.none')}
          </Typography>
        )}
        {groups.map((group) => (
          <Stack key={group.key} spacing={1.5} sx={{ mt: 1.5 }}>
            {group.name && <Typography variant="subtitle2">{group.name}</Typography>}
            {group.fields.map((field) => (
              <FieldValueInput
                key={field._id}
                field={field}
                value={profile.customFields[field._id]}
                disabled={set.isPending}
                onSave={(value) => set.mutate({ fieldId: field._id, value })}
                testId={profilePageTestIds.customField(field._id)}
              />
            ))}
          </Stack>
        ))}
      </CardContent>
    </Card>
  );
}
