import { TableCell } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { ReportedMarker } from '../../socialProfile/analytics/FigureSource';
import { countText, percentText } from '../../socialProfile/analytics/figures';
import type { CampaignInfluencerView } from '../types';

/** The exact number, as a tooltip beside its abbreviation. */
const exact = (value: number | null | undefined) => (value === null || value === undefined ? undefined : String(value));

/** The header cells of `InfluencerFigureCells`. */
export function InfluencerFigureHeads() {
  const translate = useTranslate();
  return (
    <>
      <TableCell align="right">{translate('scout.campaigns.influencers.followers')}</TableCell>
      <TableCell align="right">{translate('scout.campaigns.influencers.engagement')}</TableCell>
      <TableCell align="right">{translate('scout.campaigns.influencers.averageLikes')}</TableCell>
    </>
  );
}

/**
 * The saved profile's followers, engagement rate and average likes, the same figures as the profile
 * list (a "*" where the data source reported them); dashes once the profile was removed.
 */
export function InfluencerFigureCells({ profile }: { profile: CampaignInfluencerView['profile'] }) {
  const [locale] = useLocaleState();
  const figures = profile?.figures;
  return (
    <>
      <TableCell align="right" title={exact(profile?.followers)}>
        {countText(profile?.followers)}
      </TableCell>
      <TableCell align="right">
        {percentText(figures?.engagementRate.value, locale)}
        <ReportedMarker name="engagementRate" figure={figures?.engagementRate} />
      </TableCell>
      <TableCell align="right" title={exact(figures?.averageLikes.value)}>
        {countText(figures?.averageLikes.value)}
        <ReportedMarker name="averageLikes" figure={figures?.averageLikes} />
      </TableCell>
    </>
  );
}
