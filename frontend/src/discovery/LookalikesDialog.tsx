import BackIcon from '@mui/icons-material/ArrowBack';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DiscoverProfile, LookalikeProfile } from '@scout/contracts/discovery/search';
import { countText, percentText } from '../platform/numbers';
import { formatDate } from '../platform/dates';
import { fetchLookalikes } from './discoverApi';
import { countryName } from './displayNames';
import { ImplausibleMarker } from '../socialProfile/analytics/ImplausibleMarker';
import { CreatorIdentity, RowActions, figuresToCheck } from './ResultsTable';
import { discoverTestIds } from './testIds';
import { useNotifyReadError } from '../platform/useNotifyReadError';

/**
 * "Creators like this one": the bank's closest creators by platform, category, country, size and
 * engagement, each with the reason. A lookalike opens to its details, can be saved, and can be the
 * start of the next "like this one".
 */
export function LookalikesDialog({ profile, onClose }: { profile: DiscoverProfile; onClose: () => void }) {
  const translate = useTranslate();
  // The creators whose lookalikes were opened, the current one last.
  const [trail, setTrail] = useState<DiscoverProfile[]>([profile]);
  const [opened, setOpened] = useState<string | null>(null);
  const current = trail[trail.length - 1] ?? profile;
  const lookalikes = useQuery({
    queryKey: ['scout', 'lookalikes', current._id],
    queryFn: ({ signal }) => fetchLookalikes(current._id, signal),
    retry: false,
  });
  useNotifyReadError(lookalikes.error);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid={discoverTestIds.lookalikesDialog}>
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {trail.length > 1 && (
          <IconButton
            size="small"
            aria-label={translate('ra.action.back')}
            onClick={() => {
              setTrail(trail.slice(0, -1));
              setOpened(null);
            }}
          >
            <BackIcon fontSize="small" />
          </IconButton>
        )}
        {translate('scout.discover.lookalikesOf', { name: current.full_name ?? `@${current.platform_username}` })}
      </DialogTitle>
      <DialogContent dividers>
        {lookalikes.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
            <CircularProgress size={24} />
          </Box>
        ) : lookalikes.isError ? (
          <Alert severity="error">{translate('scout.discover.lookalikesFailed')}</Alert>
        ) : lookalikes.data.profiles.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('scout.discover.noLookalikes')}
          </Typography>
        ) : (
          <List disablePadding>
            {lookalikes.data.profiles.map((lookalike, index) => (
              <Box key={lookalike._id}>
                {index > 0 && <Divider component="li" />}
                <LookalikeItem
                  lookalike={lookalike}
                  open={opened === lookalike._id}
                  onToggle={() => setOpened(opened === lookalike._id ? null : lookalike._id)}
                  onLookalikes={() => {
                    setTrail([...trail, lookalike]);
                    setOpened(null);
                  }}
                />
              </Box>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

interface LookalikeItemProps {
  lookalike: LookalikeProfile;
  open: boolean;
  onToggle: () => void;
  onLookalikes: () => void;
}

function LookalikeItem({ lookalike, open, onToggle, onLookalikes }: LookalikeItemProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <>
      <ListItem disablePadding data-testid={discoverTestIds.lookalike} data-username={lookalike.platform_username}>
        <ListItemButton onClick={onToggle} selected={open} sx={{ gap: 2, alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <CreatorIdentity profile={lookalike} />
          </Box>
          <Stack sx={{ alignItems: 'flex-end', minWidth: 180 }}>
            <Typography variant="body2">
              {countText(lookalike.follower_count, locale)} · {percentText(lookalike.engagement_rate, locale)}
              <ImplausibleMarker figures={figuresToCheck(lookalike)} />
            </Typography>
            <Typography variant="caption" color="text.secondary" data-testid={discoverTestIds.lookalikeReason}>
              {lookalike.reason}
            </Typography>
          </Stack>
          <Chip size="small" label={`${Math.round(lookalike.score * 100)} %`} title={translate('scout.discover.similarity')} />
        </ListItemButton>
      </ListItem>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ px: 2, pb: 2, pt: 1, bgcolor: 'action.hover' }} data-testid={discoverTestIds.lookalikeDetails}>
          <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
            <Detail label={translate('scout.discover.columns.followers')} value={countText(lookalike.follower_count, locale)} />
            <Detail label={translate('scout.discover.columns.engagementRate')} value={percentText(lookalike.engagement_rate, locale)} />
            <Detail label={translate('scout.discover.columns.averageLikes')} value={countText(lookalike.average_likes, locale)} />
            <Detail label={translate('scout.discover.columns.averageViews')} value={countText(lookalike.average_views, locale)} />
            <Detail label={translate('scout.discover.columns.followerGrowth')} value={percentText(lookalike.follower_growth, locale)} />
            <Detail
              label={translate('scout.discover.columns.country')}
              value={[lookalike.city, countryName(lookalike.country, locale)].filter(Boolean).join(', ') || '–'}
            />
            <Detail label={translate('scout.discover.lastPost')} value={formatDate(lookalike.last_post_at, locale) || '–'} />
            <Detail
              label={translate('scout.discover.columns.contacts')}
              value={translate(lookalike.contacts ? 'scout.discover.hasContacts' : 'scout.discover.noContacts')}
            />
          </Stack>
          {lookalike.categories.length > 0 && (
            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5, mb: 1 }}>
              {lookalike.categories.map((category) => (
                <Chip key={category} size="small" label={category} />
              ))}
            </Stack>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Button size="small" startIcon={<PeopleIcon />} onClick={onLookalikes}>
              {translate('scout.discover.lookalikesOfThis')}
            </Button>
            <RowActions profile={lookalike} />
          </Stack>
        </Box>
      </Collapse>
    </>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}
