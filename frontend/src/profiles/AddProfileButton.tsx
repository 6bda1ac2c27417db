import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { AddProfileDialog } from './AddProfileDialog';
import { profileTestIds } from './testIds';

export function AddProfileButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)} data-testid={profileTestIds.addButton}>
        {translate('scout.profiles.add')}
      </Button>
      {open && <AddProfileDialog open onClose={() => setOpen(false)} />}
    </>
  );
}
