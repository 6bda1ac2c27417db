import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownIcon from '@mui/icons-material/ArrowDownward';
import UpIcon from '@mui/icons-material/ArrowUpward';
import { Button, Card, CardContent, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldCategoryView } from '@scout/contracts/customFields/responses';
import { customFieldTestIds } from './testIds';
import { useCustomFieldsCommand } from './useCustomFields';

/** Field categories in their order: add, move up or down, delete. */
export function CategoriesCard({ categories }: { categories: FieldCategoryView[] }) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const create = useCustomFieldsCommand((dp, value: string) => dp.createFieldCategory(value), 'scout.fields.saved');
  const move = useCustomFieldsCommand((dp, { from, to }: { from: number; to: number }) => dp.moveFieldCategory(from, to));
  const remove = useCustomFieldsCommand((dp, id: string) => dp.deleteFieldCategory(id), 'scout.fields.deleted');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: () => {
        setName('');
        setTried(false);
      },
    });
  };
  const busy = move.isPending || remove.isPending;
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('scout.fields.categories')}
        </Typography>
        <List dense>
          {categories.map((category, index) => (
            <ListItem
              key={category._id}
              disableGutters
              data-testid={customFieldTestIds.category}
              secondaryAction={
                <>
                  <IconButton
                    aria-label={translate('scout.fields.moveUp')}
                    disabled={busy || index === 0}
                    onClick={() => move.mutate({ from: index, to: index - 1 })}
                  >
                    <UpIcon />
                  </IconButton>
                  <IconButton
                    aria-label={translate('scout.fields.moveDown')}
                    disabled={busy || index === categories.length - 1}
                    onClick={() => move.mutate({ from: index, to: index + 1 })}
                  >
                    <DownIcon />
                  </IconButton>
                  <IconButton
                    edge="end"
                    aria-label={translate('ra.action.delete')}
                    disabled={busy}
                    onClick={() => remove.mutate(category._id)}
                  >
                    <DeleteIcon />
                  </IconButton>
                </>
              }
            >
              <ListItemText primary={category.name} />
            </ListItem>
          ))}
        </List>
        <Stack component="form" direction="row" spacing={1} onSubmit={submit} noValidate sx={{ alignItems: 'flex-start' }}>
          <TextField
            size="small"
            required
            label={translate('scout.fields.categoryName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={tried && !name.trim()}
            helperText={tried && !name.trim() ? translate('scout.fields.categoryNameMissing') : undefined}
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { 'data-testid': customFieldTestIds.categoryName } }}
          />
          <Button type="submit" disabled={create.isPending} sx={{ mt: 1 }} data-testid={customFieldTestIds.categoryAdd}>
            {translate('ra.action.add')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
