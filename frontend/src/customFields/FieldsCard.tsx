import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Card, CardContent, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { CUSTOM_FIELD_TYPES, type CustomFieldType } from '@scout/contracts/customFields/constants';
import type { CustomFieldView, FieldCategoryView } from '@scout/contracts/customFields/responses';
import { optionsOf } from './grouping';
import { customFieldTestIds } from './testIds';
import { useCustomFieldsCommand } from './useCustomFields';

/** The custom fields: name, type (select with its options), category; add and delete. */
export function FieldsCard({ fields, categories }: { fields: CustomFieldView[]; categories: FieldCategoryView[] }) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [type, setType] = useState<CustomFieldType>('text');
  const [options, setOptions] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [tried, setTried] = useState(false);
  const create = useCustomFieldsCommand(
    (dp, field: { name: string; type: CustomFieldType; options?: string[]; categoryId?: string }) => dp.createCustomField(field),
    'scout.fields.saved',
  );
  const remove = useCustomFieldsCommand((dp, id: string) => dp.deleteCustomField(id), 'scout.fields.deleted');
  const categoryName = new Map(categories.map((c) => [c._id, c.name]));

  const nameMissing = !name.trim();
  const optionsMissing = type === 'select' && optionsOf(options).length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (nameMissing || optionsMissing) return;
    create.mutate(
      { name: name.trim(), type, options: type === 'select' ? optionsOf(options) : undefined, categoryId: categoryId || undefined },
      {
        onSuccess: () => {
          setName('');
          setOptions('');
          setTried(false);
        },
      },
    );
  };

  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('scout.fields.fields')}
        </Typography>
        <List dense>
          {fields.map((field) => (
            <ListItem
              key={field._id}
              disableGutters
              data-testid={customFieldTestIds.field}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={translate('ra.action.delete')}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(field._id)}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={field.name}
                secondary={[
                  translate(`scout.fields.types.${field.type}`),
                  field.options.join(', '),
                  field.categoryId ? categoryName.get(field.categoryId) : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
        <Stack component="form" spacing={1.5} onSubmit={submit} noValidate>
          {/* A grid, not a row of flex items: the theme makes every TextField full width, which starved a flex-basis-0 name box to 0 px. */}
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 2fr) minmax(120px, 1fr) minmax(120px, 1fr)' },
            }}
          >
            <TextField
              size="small"
              required
              label={translate('scout.fields.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={tried && nameMissing}
              helperText={tried && nameMissing ? translate('scout.fields.nameMissing') : undefined}
              slotProps={{ htmlInput: { 'data-testid': customFieldTestIds.fieldName } }}
            />
            <TextField
              select
              size="small"
              label={translate('scout.fields.type')}
              value={type}
              onChange={(e) => setType(e.target.value as CustomFieldType)}
              slotProps={{
                select: { native: true },
                inputLabel: { shrink: true },
                htmlInput: { 'data-testid': customFieldTestIds.fieldType },
              }}
            >
              {CUSTOM_FIELD_TYPES.map((value) => (
                <option key={value} value={value}>
                  {translate(`scout.fields.types.${value}`)}
                </option>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={translate('scout.fields.category')}
              value={categoryId}
              onChange={(e) => setCategoryId(e.target.value)}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">–</option>
              {categories.map((category) => (
                <option key={category._id} value={category._id}>
                  {category.name}
                </option>
              ))}
            </TextField>
          </Box>
          {type === 'select' && (
            <TextField
              size="small"
              label={translate('scout.fields.options')}
              required
              error={tried && optionsMissing}
              helperText={translate(tried && optionsMissing ? 'scout.fields.optionsMissing' : 'scout.fields.optionsHint')}
              value={options}
              onChange={(e) => setOptions(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': customFieldTestIds.fieldOptions } }}
            />
          )}
          <Button
            type="submit"
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={create.isPending}
            data-testid={customFieldTestIds.fieldAdd}
          >
            {translate('scout.fields.add')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
