import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import ContactsIcon from '@mui/icons-material/ContactMailOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import LockOpenIcon from '@mui/icons-material/LockOpenOutlined';
import MoreIcon from '@mui/icons-material/MoreVert';
import OpenIcon from '@mui/icons-material/OpenInNew';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import SaveIcon from '@mui/icons-material/BookmarkAddOutlined';
import VerifiedIcon from '@mui/icons-material/Verified';
import {
  Avatar,
  Box,
  Chip,
  IconButton,
  Link,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DiscoverProfile, DiscoverSortField } from '@scout/contracts/discovery/search';
import { planGateTestIds } from '../billing/testIds';
import { usePlanGate } from '../billing/usePlanGate';
import { AddToListDialog } from '../lists/AddToListDialog';
import { ImplausibleMarker } from '../socialProfile/analytics/ImplausibleMarker';
import type { CreatorFiguresToCheck } from '../socialProfile/analytics/plausibility';
import { countText, numberText, percentText } from '../platform/numbers';
import { useNotifyError } from '../platform/useNotifyError';
import { AddToCampaignDialog } from './AddToCampaignDialog';
import { platformOf, profilePagePath, useBankActions, useSaveCreator, useUnlockContacts, type SavedRef } from './bankActions';
import { countryName } from './displayNames';
import { profileKey } from './discoverState';
import { discoverTestIds } from './testIds';
import { imageUrl } from '../platform/imageUrl';

export interface SortState {
  sortBy: DiscoverSortField;
  orderBy: 'asc' | 'desc';
}

interface ResultsTableProps {
  profiles: DiscoverProfile[];
  /** Sortable headers (Discover); none on the profile bank. */
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  /** Opens the lookalikes of a creator; no menu entry without it. */
  onLookalikes?: (profile: DiscoverProfile) => void;
}

interface Figure {
  field: DiscoverSortField;
  key: 'follower_count' | 'engagement_rate' | 'average_likes' | 'average_views' | 'follower_growth';
}

/** Three figure columns, two of them with a second figure underneath, each figure a sort of its own. */
const FIGURE_COLUMNS: Figure[][] = [
  [
    { field: 'followers', key: 'follower_count' },
    { field: 'followerGrowth', key: 'follower_growth' },
  ],
  [{ field: 'engagementRate', key: 'engagement_rate' }],
  [
    { field: 'averageLikes', key: 'average_likes' },
    { field: 'averageViews', key: 'average_views' },
  ],
];

/** A bank creator's figures as the implausible-figure rule reads them. */
export const figuresToCheck = (profile: DiscoverProfile): CreatorFiguresToCheck => ({
  followers: profile.follower_count,
  engagementRate: profile.engagement_rate,
  averageLikes: profile.average_likes,
  averageViews: profile.average_views,
});

function FigureText({ figure, profile, locale }: { figure: Figure; profile: DiscoverProfile; locale: string }) {
  const value = profile[figure.key];
  if (figure.field === 'followerGrowth') return <GrowthText value={value} locale={locale} />;
  if (figure.field === 'engagementRate')
    return (
      <>
        {percentText(value, locale)}
        <ImplausibleMarker figures={figuresToCheck(profile)} />
      </>
    );
  return <>{countText(value, locale)}</>;
}

/** Creators of the bank as rows: who and where, figures, contacts, and what can be done with each. */
export function ResultsTable({ profiles, sort, onSort, onLookalikes }: ResultsTableProps) {
  const translate = useTranslate();
  return (
    <TableContainer data-testid={discoverTestIds.results}>
      <Table size="small" sx={{ '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 2 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('scout.discover.columns.creator')}</TableCell>
            {FIGURE_COLUMNS.map((column) => (
              <TableCell
                key={column[0]?.field}
                align="right"
                sx={{ whiteSpace: 'nowrap' }}
                sortDirection={column.some((figure) => figure.field === sort?.sortBy) ? sort?.orderBy : false}
              >
                <Stack sx={{ alignItems: 'flex-end' }}>
                  {column.map((figure, index) => {
                    const label = translate(`scout.discover.columns.${figure.field}`);
                    const text =
                      index === 0 ? (
                        label
                      ) : (
                        <Typography variant="caption" color="text.secondary">
                          {label}
                        </Typography>
                      );
                    if (!sort || !onSort) return <span key={figure.field}>{text}</span>;
                    return (
                      <TableSortLabel
                        key={figure.field}
                        active={sort.sortBy === figure.field}
                        direction={sort.sortBy === figure.field ? sort.orderBy : 'desc'}
                        onClick={() =>
                          onSort({
                            sortBy: figure.field,
                            orderBy: sort.sortBy === figure.field && sort.orderBy === 'desc' ? 'asc' : 'desc',
                          })
                        }
                        data-testid={discoverTestIds.sortHeader(figure.field)}
                        sx={{ flexDirection: 'row-reverse' }}
                      >
                        {text}
                      </TableSortLabel>
                    );
                  })}
                </Stack>
              </TableCell>
            ))}
            <TableCell align="right">{translate('scout.discover.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {profiles.map((profile) => (
            <CreatorRow key={profileKey(profile)} profile={profile} onLookalikes={onLookalikes} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CreatorRow({ profile, onLookalikes }: { profile: DiscoverProfile; onLookalikes?: (profile: DiscoverProfile) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <TableRow hover data-testid={discoverTestIds.row} data-username={profile.platform_username}>
      <TableCell sx={{ minWidth: 200 }}>
        <CreatorIdentity profile={profile} />
        <ContactDetails profile={profile} />
      </TableCell>
      {FIGURE_COLUMNS.map((column) => (
        <TableCell key={column[0]?.field} align="right" sx={{ whiteSpace: 'nowrap' }}>
          {column.map((figure, index) => {
            const value = profile[figure.key];
            return (
              <Typography
                key={figure.field}
                variant={index === 0 ? 'body2' : 'caption'}
                component="div"
                color={index === 0 ? undefined : 'text.secondary'}
                data-testid={discoverTestIds.figure(figure.field)}
                title={`${translate(`scout.discover.columns.${figure.field}`)}${value === null ? '' : `: ${numberText(value, locale)}`}`}
              >
                <FigureText figure={figure} profile={profile} locale={locale} />
              </Typography>
            );
          })}
        </TableCell>
      ))}
      <TableCell align="right">
        <RowActions profile={profile} onLookalikes={onLookalikes} />
      </TableCell>
    </TableRow>
  );
}

/** Avatar, name, handle, platform, verified tick, the "synthetic" marker of benchmark creators, where they are and their categories. */
export function CreatorIdentity({ profile }: { profile: DiscoverProfile }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const platform = platformOf(profile);
  const place = [profile.city, countryName(profile.country, locale)].filter(Boolean).join(', ');
  const about = [place, ...profile.categories.slice(0, 2)].filter(Boolean).join(' · ');
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar
        src={imageUrl(profile.image_url, 72)}
        alt={profile.full_name ?? profile.platform_username}
        sx={{ width: 36, height: 36 }}
        slotProps={{ img: { referrerPolicy: 'no-referrer', loading: 'lazy' } }}
      >
        {(profile.full_name ?? profile.platform_username).slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 500, maxWidth: 180 }}>
            {profile.full_name ?? profile.platform_username}
          </Typography>
          {profile.is_verified && <VerifiedIcon color="primary" sx={{ fontSize: 16 }} titleAccess={translate('scout.discover.verified')} />}
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="caption" color="text.secondary" data-testid={discoverTestIds.username}>
            @{profile.platform_username}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={translate(`scout.platforms.${platform}`, { _: profile.work_platform.name })}
            sx={{ height: 18, fontSize: 11 }}
          />
          <ContactsFlag profile={profile} />
          {profile.synthetic && (
            <Tooltip title={translate('scout.discover.syntheticHint')}>
              <Chip
                size="small"
                color="warning"
                label={translate('scout.discover.synthetic')}
                data-testid={discoverTestIds.synthetic}
                sx={{ height: 18, fontSize: 11 }}
              />
            </Tooltip>
          )}
        </Stack>
        {about && (
          <Typography variant="caption" color="text.secondary" noWrap component="div" sx={{ maxWidth: 240 }} title={about}>
            {about}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

function GrowthText({ value, locale }: { value: number | null; locale: string }) {
  if (value === null) return <>–</>;
  const text = percentText(value, locale);
  return (
    <Box component="span" sx={{ color: value > 0 ? 'success.main' : value < 0 ? 'error.main' : undefined }}>
      {value > 0 ? `+${text}` : text}
    </Box>
  );
}

/** The contacts flag: the bank has contact details of this creator (unlocked ones in colour). */
function ContactsFlag({ profile }: { profile: DiscoverProfile }) {
  const translate = useTranslate();
  if (!profile.contacts && !profile.contacts_unlocked) return null;
  return (
    <Tooltip title={translate(profile.contacts_unlocked ? 'scout.discover.contactsUnlocked' : 'scout.discover.contactsAvailable')}>
      <ContactsIcon
        sx={{ fontSize: 16, color: profile.contacts_unlocked ? 'primary.main' : 'text.secondary' }}
        data-testid={discoverTestIds.contactsFlag}
      />
    </Tooltip>
  );
}

/** The unlocked contact details under the creator. */
function ContactDetails({ profile }: { profile: DiscoverProfile }) {
  const translate = useTranslate();
  if (!profile.contacts_unlocked) return null;
  return (
    <Stack spacing={0.25} sx={{ mt: 0.5, pl: 6 }} data-testid={discoverTestIds.contacts}>
      {profile.contact_details.length === 0 ? (
        <Typography variant="caption">{translate('scout.discover.noContacts')}</Typography>
      ) : (
        profile.contact_details.map((contact) => <ContactLine key={`${contact.type}:${contact.value}`} contact={contact} />)
      )}
    </Stack>
  );
}

/** "Unlock contacts": one search credit the first time; only for creators the bank has contacts of. */
function UnlockButton({ profile }: { profile: DiscoverProfile }) {
  const translate = useTranslate();
  const unlock = useUnlockContacts();
  const gate = usePlanGate('unlockContacts');
  if (!profile.contacts || profile.contacts_unlocked) return null;
  const title = translate('scout.discover.unlock');
  return (
    <Tooltip title={gate.locked ? `${title}: ${gate.hint}` : title}>
      <span>
        <IconButton
          size="small"
          color="primary"
          onClick={gate.locked ? gate.offerUpgrade : () => unlock.mutate(profile)}
          disabled={unlock.isPending}
          aria-label={title}
          data-testid={discoverTestIds.unlock}
          data-locked={gate.locked}
        >
          {gate.locked ? <LockIcon fontSize="small" data-testid={planGateTestIds.lock} /> : <LockOpenIcon fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function ContactLine({ contact }: { contact: { type: string; value: string } }) {
  const href =
    contact.type === 'email'
      ? `mailto:${contact.value}`
      : contact.type === 'phone'
        ? `tel:${contact.value}`
        : contact.type === 'website' && /^https?:\/\//i.test(contact.value)
          ? contact.value
          : undefined;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <ContactsIcon sx={{ fontSize: 14, color: 'text.secondary' }} />
      {href ? (
        <Link href={href} variant="caption" target={contact.type === 'website' ? '_blank' : undefined} rel="noreferrer">
          {contact.value}
        </Link>
      ) : (
        <Typography variant="caption">{contact.value}</Typography>
      )}
    </Stack>
  );
}

type Dialog = { kind: 'list' | 'campaign'; saved: SavedRef } | null;

/** Unlock contacts, save (then a link to the saved profile), and a menu: add to list, add to campaign, lookalikes. */
export function RowActions({ profile, onLookalikes }: { profile: DiscoverProfile; onLookalikes?: (profile: DiscoverProfile) => void }) {
  const translate = useTranslate();
  const { saved } = useBankActions();
  const save = useSaveCreator();
  const notifyError = useNotifyError();
  const { ensureSaved } = useBankActions();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [preparing, setPreparing] = useState(false);
  const ref = saved.get(profile._id);

  // Lists and campaigns hold saved profiles: the creator is saved first.
  const openWithSaved = async (kind: 'list' | 'campaign') => {
    setMenu(null);
    setPreparing(true);
    try {
      setDialog({ kind, saved: await ensureSaved(profile) });
    } catch (error) {
      notifyError(error);
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
      <UnlockButton profile={profile} />
      {ref ? (
        <Tooltip title={translate('scout.discover.openSaved')}>
          <IconButton
            size="small"
            color="primary"
            component={RouterLink}
            to={profilePagePath(ref)}
            aria-label={translate('scout.discover.openSaved')}
            data-testid={discoverTestIds.openSaved}
          >
            <OpenIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Tooltip title={translate('scout.discover.save')}>
          <span>
            <IconButton
              size="small"
              color="primary"
              onClick={() => save.mutate(profile)}
              disabled={save.isPending}
              aria-label={translate('scout.discover.save')}
              data-testid={discoverTestIds.save}
            >
              <SaveIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      <IconButton
        size="small"
        onClick={(event) => setMenu(event.currentTarget)}
        disabled={preparing}
        aria-label={translate('scout.discover.columns.actions')}
        data-testid={discoverTestIds.more}
      >
        <MoreIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => void openWithSaved('list')} data-testid={discoverTestIds.addToList}>
          <ListItemIcon>
            <PlaylistAddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('scout.discover.addToList')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => void openWithSaved('campaign')} data-testid={discoverTestIds.addToCampaign}>
          <ListItemIcon>
            <CampaignIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('scout.discover.addToCampaign')}</ListItemText>
        </MenuItem>
        {onLookalikes && (
          <MenuItem
            onClick={() => {
              setMenu(null);
              onLookalikes(profile);
            }}
            data-testid={discoverTestIds.lookalikes}
          >
            <ListItemIcon>
              <PeopleIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('scout.discover.lookalikes')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
      {dialog?.kind === 'list' && <AddToListDialog profileIds={[dialog.saved.profileId]} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'campaign' && <AddToCampaignDialog profileId={dialog.saved.profileId} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
