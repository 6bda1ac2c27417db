import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface ImageInputProps {
  label: string;
  /** What is shown now: the chosen file's preview or the stored image. */
  src: string | null;
  accept: string;
  testId: string;
  onChoose: (file: File) => void;
}

/** A file chooser for the logo or the favicon, with the image beside it. */
export function ImageInput({ label, src, accept, testId, onChoose }: ImageInputProps) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Box
        sx={{
          width: 96,
          height: 48,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: '1px dashed',
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {src ? <Box component="img" src={src} alt="" sx={{ maxWidth: 88, maxHeight: 40 }} /> : null}
      </Box>
      <Typography variant="body2" sx={{ minWidth: 72 }}>
        {translate(label)}
      </Typography>
      <Button component="label" variant="outlined" size="small">
        {translate('scout.whitelabel.chooseFile')}
        <input
          hidden
          type="file"
          accept={accept}
          data-testid={testId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onChoose(file);
          }}
        />
      </Button>
    </Stack>
  );
}
