import { Autocomplete, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ProfilePickerResponse } from '@scout/contracts/profiles/responses';
import type { ScoutDataProvider } from '../shell/dataProvider';
import { listTestIds } from './testIds';
import { useListsCommand } from './useLists';
import { track } from '../platform/widgets/analytics';

type PickedProfile = ProfilePickerResponse['profiles'][number];

/** A list is made by adding profiles to a new name (spec: lists hold items). */
export function NewListForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const picker = useQuery({ queryKey: ['scout', 'profilePicker'], queryFn: ({ signal }) => dataProvider.getProfilePicker(signal) });
  const [name, setName] = useState('');
  const [profiles, setProfiles] = useState<PickedProfile[]>([]);
  const create = useListsCommand(
    (dp, request: { name: string; ids: string[] }) => dp.addToLists({ items: request.ids, listNames: [request.name] }),
    'scout.lists.created',
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    track('GROUP_MANAGEMENT', 'create list');
    create.mutate(
      { name: name.trim(), ids: profiles.map((p) => p._id) },
      {
        onSuccess: () => {
          setName('');
          setProfiles([]);
        },
      },
    );
  };
  return (
    <Card>
      <CardContent component="form" onSubmit={submit} noValidate>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('scout.lists.newTitle')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            size="small"
            label={translate('scout.lists.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            sx={{ width: { md: 260 } }}
            slotProps={{ htmlInput: { 'data-testid': listTestIds.createName } }}
          />
          <Autocomplete
            multiple
            size="small"
            sx={{ flex: 1, minWidth: 280 }}
            options={picker.data?.profiles ?? []}
            value={profiles}
            onChange={(_event, value) => setProfiles(value)}
            getOptionLabel={(p) =>
              `${p.fullName ? `${p.fullName} ` : ''}@${p.username} · ${translate(`scout.platforms.${p.platform}`, { _: p.platform })}`
            }
            isOptionEqualToValue={(a, b) => a._id === b._id}
            renderInput={(params) => <TextField {...params} label={translate('scout.lists.profiles')} />}
          />
          <Button type="submit" variant="contained" disabled={create.isPending || !name.trim() || profiles.length === 0}>
            {translate('ra.action.create')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
