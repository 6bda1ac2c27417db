import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button, Card, CardContent, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { SavedProfile } from '../types';
import { profilePageTestIds } from './testIds';
import { useProfileCommand } from './useProfilePage';

/** The creator's discount codes. */
export function CouponsCard({ profile }: { profile: SavedProfile }) {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [description, setDescription] = useState('');
  const add = useProfileCommand(
    (dp, coupon: { code: string; description?: string }) => dp.addCoupon(profile._id, coupon),
    'scout.profile.saved',
  );
  const remove = useProfileCommand((dp, couponId: string) => dp.removeCoupon(profile._id, couponId), 'scout.profile.removed');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { code: code.trim(), description: description.trim() || undefined },
      {
        onSuccess: () => {
          setCode('');
          setDescription('');
        },
      },
    );
  };
  return (
    <Card sx={{ height: '100%' }} data-testid={profilePageTestIds.coupons}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('scout.profile.coupons.title')}
        </Typography>
        <List dense>
          {profile.coupons.map((coupon) => (
            <ListItem
              key={coupon.couponId}
              disableGutters
              data-testid={profilePageTestIds.coupon}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={translate('ra.action.delete')}
                  onClick={() => remove.mutate(coupon.couponId)}
                  disabled={remove.isPending}
                >
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={coupon.code}
                secondary={coupon.description}
                slotProps={{ primary: { sx: { fontFamily: 'monospace' } } }}
              />
            </ListItem>
          ))}
        </List>
        <Stack component="form" direction="row" spacing={1} onSubmit={submit} noValidate>
          <TextField
            size="small"
            label={translate('scout.profile.coupons.code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': profilePageTestIds.couponCode } }}
          />
          <TextField
            size="small"
            label={translate('scout.profile.coupons.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            sx={{ flex: 1 }}
          />
          <Button type="submit" size="small" disabled={add.isPending || !code.trim()} data-testid={profilePageTestIds.couponAdd}>
            {translate('ra.action.add')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
