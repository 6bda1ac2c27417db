import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ImportDialog } from './ImportDialog';
import { importTestIds } from './testIds';

export function ImportButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<UploadIcon />} onClick={() => setOpen(true)} data-testid={importTestIds.button}>
        {translate('scout.imports.button')}
      </Button>
      {open && <ImportDialog onClose={() => setOpen(false)} />}
    </>
  );
}
