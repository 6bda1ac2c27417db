import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CampaignInfluencerView } from '../types';

/** Picks one of the campaign's influencers (or none, when `optional`). */
export function InfluencerSelect({
  influencers,
  value,
  onChange,
  optional = false,
  testId,
}: {
  influencers: CampaignInfluencerView[];
  value: string;
  onChange: (influencerId: string) => void;
  optional?: boolean;
  testId: string;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      label={translate('scout.campaigns.influencers.one')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required={!optional}
      fullWidth
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
    >
      {optional && <MenuItem value="">{translate('scout.campaigns.influencers.noOne')}</MenuItem>}
      {influencers.map((influencer) => (
        <MenuItem key={influencer.influencerId} value={influencer.influencerId} data-testid={`${testId}-option`}>
          {`@${influencer.username} (${translate(`scout.platforms.${influencer.platform}`, { _: influencer.platform })})`}
        </MenuItem>
      ))}
    </TextField>
  );
}
