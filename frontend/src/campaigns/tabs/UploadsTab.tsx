import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { Button, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Tooltip } from '@mui/material';
import { useRef, useState } from 'react';
import { useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { CAMPAIGN_UPLOAD_MAX_FILES } from '@scout/contracts/campaigns/requests';
import { formatDate } from '../../platform/dates';
import { numberText } from '../../platform/numbers';
import type { ScoutDataProvider } from '../../shell/dataProvider';
import { useNotifyError } from '../../platform/useNotifyError';
import { campaignTestIds } from '../testIds';
import type { CampaignView } from '../types';
import { useCampaignCommand } from '../useCampaigns';
import { Empty, RemoveButton, TabCard } from './parts';

function sizeText(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${numberText(value, locale, 1)} ${units[unit]}`;
}

/** Files of the campaign (briefs, contracts, content), uploaded as multipart with the attachment rules. */
export function UploadsTab({ campaign }: { campaign: CampaignView }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const input = useRef<HTMLInputElement>(null);
  const [description, setDescription] = useState('');
  const dataProvider = useDataProvider<ScoutDataProvider>();
  const notifyError = useNotifyError();
  const upload = useCampaignCommand(
    campaign._id,
    (dp, id, files: File[]) => dp.uploadCampaignFiles(id, files, description || undefined),
    'scout.campaigns.uploads.added',
  );
  const remove = useCampaignCommand(
    campaign._id,
    (dp, id, uploadId: string) => dp.removeCampaignUploads(id, [uploadId]),
    'scout.campaigns.uploads.removed',
  );

  const chosen = (files: FileList | null) => {
    const list = [...(files ?? [])].slice(0, CAMPAIGN_UPLOAD_MAX_FILES);
    if (list.length > 0) upload.mutate(list, { onSuccess: () => setDescription('') });
    if (input.current) input.current.value = '';
  };

  return (
    <TabCard title="scout.campaigns.tabs.uploads">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 2 }}>
        <TextField
          label={translate('scout.campaigns.uploads.description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          fullWidth
        />
        <Button component="label" variant="contained" startIcon={<UploadIcon />} disabled={upload.isPending} sx={{ whiteSpace: 'nowrap' }}>
          {translate('scout.campaigns.uploads.choose')}
          <input
            ref={input}
            type="file"
            multiple
            hidden
            onChange={(e) => chosen(e.target.files)}
            data-testid={campaignTestIds.uploadInput}
          />
        </Button>
      </Stack>
      {campaign.uploads.length === 0 ? (
        <Empty text="scout.campaigns.uploads.none" />
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('scout.campaigns.uploads.file')}</TableCell>
              <TableCell>{translate('scout.campaigns.uploads.description')}</TableCell>
              <TableCell align="right">{translate('scout.campaigns.uploads.size')}</TableCell>
              <TableCell>{translate('scout.campaigns.uploads.addedAt')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {campaign.uploads.map((file) => (
              <TableRow key={file.uploadId} data-testid={campaignTestIds.uploadRow}>
                <TableCell>{file.fileName}</TableCell>
                <TableCell>{file.description ?? ''}</TableCell>
                <TableCell align="right">{sizeText(file.size, locale)}</TableCell>
                <TableCell>{formatDate(file.addedAt, locale)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={translate('scout.campaigns.uploads.download')}>
                    <IconButton
                      size="small"
                      aria-label={translate('scout.campaigns.uploads.download')}
                      onClick={() => dataProvider.downloadCampaignUpload(campaign._id, file.uploadId, file.fileName).catch(notifyError)}
                      data-testid={campaignTestIds.uploadDownload}
                    >
                      <DownloadIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <RemoveButton
                    onClick={() => remove.mutate(file.uploadId)}
                    disabled={remove.isPending}
                    testId={`${campaignTestIds.uploadRow}-remove`}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </TabCard>
  );
}
