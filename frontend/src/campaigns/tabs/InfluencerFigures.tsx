import { TableCell } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { ReportedMarker } from '../../socialProfile/analytics/FigureSource';
import { ImplausibleMarker } from '../../socialProfile/analytics/ImplausibleMarker';
import { countText, exactTitle, percentText } from '../../platform/numbers';
import type { CampaignInfluencerView } from '../types';

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
      <TableCell align="right" title={exactTitle(profile?.followers, locale)}>
        {countText(profile?.followers, locale)}
      </TableCell>
      <TableCell align="right">
        {percentText(figures?.engagementRate.value, locale)}
        <ReportedMarker name="engagementRate" figure={figures?.engagementRate} />
        <ImplausibleMarker
          figures={{
            followers: profile?.followers,
            engagementRate: figures?.engagementRate.value,
            averageLikes: figures?.averageLikes.value,
            averageComments: figures?.averageComments.value,
          }}
        />
      </TableCell>
      <TableCell align="right" title={exactTitle(figures?.averageLikes.value, locale)}>
        {countText(figures?.averageLikes.value, locale)}
        <ReportedMarker name="averageLikes" figure={figures?.averageLikes} />
      </TableCell>
    </>
  );
}
