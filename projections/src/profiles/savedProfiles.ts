import type { CreatorFigures, SavedProfileView } from '@scout/contracts/profiles';
import type { CreatorForecast } from '@scout/contracts/profiles/forecasts';
import type { CollectionSpec } from '@scout/platform/readstore/port';
import type { EventType } from '@scout/contracts/events';
import { appliedThroughKey, projection, type EventOf } from '../runner/projection';
import { creatorFigures, heatmapOf, type Heatmap } from './figures/creatorFigures';
import { creatorForecast } from './forecasts/creatorForecast';
import { countsObserved, emptyFigureFacts, itemRecorded, itemRemoved, statisticsObserved, type FigureFacts } from './figures/figureFacts';

export type SavedProfileDoc = Omit<SavedProfileView, 'figures' | 'forecast'> & {
  _id: string;
  /** The post figures with their formulas and inputs (the profile's analytics answer them; lists their values). */
  figures: CreatorFigures;
  /** The provider's name of the creator; `fullName` shows the team's own when they set one. */
  providerFullName: string | null;
  /** `<fieldId>` and `<fieldId>=<value, lower case>` for every set custom field: what the list filter matches. */
  customFieldKeys: string[];
  /** The public estimate of reach per post: the mean views of the latest posts (null when they show none). */
  reachEstimate: number | null;
  /** Live tracking's provider outages in a row since the last observation, and when the last one was: its backoff. */
  refreshFailures?: number;
  refreshFailedAt?: string;
  /** What the post figures are computed from (every post recorded, its window and sums): read by the projection only. */
  figureFacts: FigureFacts;
  /** The posting-time heatmap over the same window as `figures` (the profile page shows it). */
  heatmap: Heatmap;
  /** The next post's forecast and its backtest, from the same posts (absent in documents stored before it was kept). */
  forecast?: CreatorForecast;
  /** Counts changed since the forecast was computed: `settle` computes it again before the document is written. */
  forecastStale?: true;
};

export const savedProfilesCollection: CollectionSpec = {
  name: 'savedProfiles',
  scope: 'tenant',
  fields: {
    platform: 'text',
    username: 'text',
    slug: 'text',
    favourite: 'boolean',
    createdAt: 'date',
    updatedAt: 'date',
    fullName: 'text',
    followers: 'number',
    engagementRate: 'number',
    customFieldKeys: 'textArray',
    enableLiveTracking: 'boolean',
    /** Story tracking's job pages through these. */
    enableStoryTracking: 'boolean',
  },
  indexes: [
    {
      fields: [
        ['platform', 1],
        ['createdAt', -1],
      ],
    },
    { fields: [['createdAt', -1]] },
    {
      fields: [
        ['platform', 1],
        ['username', 1],
      ],
    },
    { fields: [['username', 1]] },
    { fields: [['slug', 1]] },
    {
      fields: [
        ['platform', 1],
        ['followers', -1],
      ],
    },
    { fields: [['followers', -1]] },
    {
      fields: [
        ['platform', 1],
        ['engagementRate', -1],
      ],
    },
    { fields: [['engagementRate', -1]] },
    {
      fields: [
        ['platform', 1],
        ['fullName', 1],
      ],
    },
    { fields: [['fullName', 1]] },
    {
      fields: [
        ['favourite', 1],
        ['platform', 1],
        ['createdAt', -1],
      ],
    },
    { fields: [['customFieldKeys', 1]] },
  ],
  searchable: ['username', 'fullName'],
  internal: ['figureFacts', appliedThroughKey],
};

const HANDLED = [
  'ProfileSaved',
  'ProfileFavouriteChanged',
  'ProfileRemoved',
  'ProfileSlugChanged',
  'ProfileStatisticsObserved',
  'ProfileDataUnavailable',
  'ProfileRefreshFailed',
  'ProfileInfoEdited',
  'ProfileCustomFieldSet',
  'ProfileContactChanged',
  'ProfileContactsCollected',
  'ProfileActivityAdded',
  'ProfileActivityRemoved',
  'ProfileAttachmentAdded',
  'ProfileAttachmentEdited',
  'ProfileAttachmentRemoved',
  'ProfileCouponAdded',
  'ProfileCouponRemoved',
  'ProfileTrackingChanged',
  'ProfileShareChanged',
  'ProfileAuditReportStatusChanged',
  'ProfileConnectionChanged',
  'CreatorConnectRequested',
  'CreatorConnectCancelled',
  'CreatorAccountConnected',
  'PrivateMetricsObserved',
  'CreatorAccountDisconnected',
  'ContentRecorded',
  'ContentMetricsObserved',
  'ContentRemoved',
] as const satisfies readonly EventType[];
type Handled = (typeof HANDLED)[number];

function newProfile(event: EventOf<'ProfileSaved'>): SavedProfileDoc {
  return {
    _id: event.data.profileId,
    orgId: event.metadata.orgId ?? '',
    platform: event.data.platform,
    username: event.data.username,
    slug: event.data.slug,
    shareKey: event.data.shareKey ?? null,
    favourite: false,
    createdAt: event.data.savedAt,
    updatedAt: event.data.savedAt,
    savedBy: event.metadata.actor.userId,
    fullName: null,
    providerFullName: null,
    imageUrl: null,
    followers: null,
    dataStatus: 'pending',
    observedAt: null,
    info: {},
    contact: {},
    collectedContacts: [],
    activities: [],
    attachments: [],
    coupons: [],
    customFields: {},
    customFieldKeys: [],
    enableLiveTracking: false,
    enableStoryTracking: false,
    disableShare: false,
    auditReportStatus: 'none',
    connection: null,
    connected: null,
    connectRequest: null,
    privateMetrics: null,
    ...withPostFigures(emptyFigureFacts(event.data.platform)),
    forecast: creatorForecast(emptyFigureFacts(event.data.platform)),
    ...sourcedFigures(null, null, null),
  };
}

/** The post figures of the facts, and what the list sorts by and the reach estimate. */
function withPostFigures(
  figureFacts: FigureFacts,
): Pick<SavedProfileDoc, 'figureFacts' | 'figures' | 'heatmap' | 'engagementRate' | 'reachEstimate'> {
  const figures = creatorFigures(figureFacts);
  const views = figures.averageViews.value;
  return {
    figureFacts,
    figures,
    heatmap: heatmapOf(figureFacts),
    engagementRate: figures.engagementRate.value,
    reachEstimate: views === null ? null : Math.round(views),
  };
}

/**
 * The post figures and heatmap a stored document shows: a document stored before they were kept has
 * none, and shows every figure unknown until the read model is rebuilt.
 */
export function shownPostFigures(
  doc: Pick<SavedProfileDoc, 'platform' | 'figures' | 'heatmap'>,
): Pick<SavedProfileDoc, 'figures' | 'heatmap'> {
  if (doc.figures && doc.heatmap) return { figures: doc.figures, heatmap: doc.heatmap };
  const facts = emptyFigureFacts(doc.platform);
  return { figures: creatorFigures(facts), heatmap: heatmapOf(facts) };
}

type ContentEventType = 'ContentRecorded' | 'ContentMetricsObserved' | 'ContentRemoved';

/** The document's figure facts; a document stored before they were kept starts them empty (a rebuild fills them). */
const factsOf = (doc: SavedProfileDoc): FigureFacts => doc.figureFacts ?? emptyFigureFacts(doc.platform);

/**
 * A content item of the creator recorded, counted or removed: its post figures change (the facts
 * are changed in place: the runner hands each document to one fold).
 */
function contentChanged(doc: SavedProfileDoc, event: EventOf<ContentEventType>): SavedProfileDoc {
  const facts = factsOf(doc);
  switch (event.type) {
    case 'ContentRecorded':
      itemRecorded(facts, event.data.contentId, event.data.type, event.data.publishedAt);
      break;
    case 'ContentMetricsObserved':
      countsObserved(facts, event.data.contentId, event.data, event.data.observedAt);
      break;
    case 'ContentRemoved':
      itemRemoved(facts, event.data.contentId, true);
      break;
  }
  // A post recorded has no counts yet, so it is not grown: only counts and removals move the forecast,
  // computed once per page of events (settle), not once per event.
  const stale = event.type !== 'ContentRecorded' || !doc.forecast;
  return withFigures({ ...doc, ...withPostFigures(facts), ...(stale ? { forecastStale: true as const } : {}) });
}

/** The forecast computed again from the document's posts when its counts changed. */
function withForecast(doc: SavedProfileDoc): SavedProfileDoc {
  if (!doc.forecastStale) return doc;
  const { forecastStale: _stale, ...rest } = doc;
  return { ...rest, forecast: creatorForecast(factsOf(doc)) };
}

/**
 * Reach and impressions per post as the profile shows them: the connected account's own figures
 * (private) when it reported them, else the public estimate (impressions have none).
 */
export function sourcedFigures(
  connected: SavedProfileDoc['connected'] | undefined,
  metrics: SavedProfileDoc['privateMetrics'] | undefined,
  reachEstimate: number | null | undefined,
): Pick<SavedProfileDoc, 'reach' | 'impressions'> {
  const privateFigure = (value: number | null) =>
    connected && metrics && value !== null
      ? { value, source: 'private' as const, simulated: metrics.simulated, observedAt: metrics.observedAt }
      : null;
  const estimate = (value: number | null) => ({ value, source: 'estimate' as const, simulated: false, observedAt: null });
  return {
    reach: privateFigure(metrics?.reach ?? null) ?? estimate(reachEstimate ?? null),
    impressions: privateFigure(metrics?.impressions ?? null) ?? estimate(null),
  };
}

const withFigures = (doc: SavedProfileDoc): SavedProfileDoc => ({
  ...doc,
  ...sourcedFigures(doc.connected, doc.privateMetrics, doc.reachEstimate),
});

const customFieldKeys = (fields: SavedProfileDoc['customFields']): string[] =>
  Object.entries(fields).flatMap(([fieldId, value]) => (value === null ? [] : [fieldId, `${fieldId}=${String(value).toLowerCase()}`]));

/** The document after an event of a profile that exists; `at` becomes its `updatedAt`. */
function changed(
  doc: SavedProfileDoc,
  event: EventOf<Exclude<Handled, 'ProfileSaved' | 'ProfileRemoved' | ContentEventType>>,
): SavedProfileDoc {
  const by = event.metadata.actor.userId;
  switch (event.type) {
    case 'ProfileFavouriteChanged':
      return { ...doc, favourite: event.data.favourite, updatedAt: event.data.changedAt };
    case 'ProfileSlugChanged':
      return { ...doc, slug: event.data.slug, updatedAt: event.data.changedAt };
    case 'ProfileStatisticsObserved': {
      const { observedAt, snapshot } = event.data;
      // An import may bring an older observation: the list shows the latest.
      if (doc.observedAt && observedAt < doc.observedAt) return doc;
      // A successful observation ends a run of tracking failures (and its backoff).
      const { refreshFailures: _failures, refreshFailedAt: _failedAt, ...sound } = doc;
      const facts = factsOf(doc);
      statisticsObserved(facts, snapshot.statistics, observedAt);
      return withFigures({
        ...sound,
        ...withPostFigures(facts),
        providerFullName: snapshot.identity.fullName,
        fullName: doc.info.fullName ?? snapshot.identity.fullName,
        imageUrl: snapshot.identity.imageUrl,
        followers: snapshot.statistics.followers,
        dataStatus: 'available',
        observedAt,
        updatedAt: observedAt > doc.updatedAt ? observedAt : doc.updatedAt,
      });
    }
    case 'ProfileDataUnavailable':
      return doc.dataStatus === 'available' ? doc : { ...doc, dataStatus: 'unavailable', updatedAt: event.data.checkedAt };
    case 'ProfileRefreshFailed':
      return { ...doc, refreshFailures: event.data.failures, refreshFailedAt: event.data.failedAt };
    case 'ProfileInfoEdited':
      return { ...doc, info: event.data.info, fullName: event.data.info.fullName ?? doc.providerFullName, updatedAt: event.data.editedAt };
    case 'ProfileCustomFieldSet': {
      const customFields = { ...doc.customFields, [event.data.fieldId]: event.data.value };
      return { ...doc, customFields, customFieldKeys: customFieldKeys(customFields), updatedAt: event.data.setAt };
    }
    case 'ProfileContactChanged':
      return { ...doc, contact: event.data.contact, updatedAt: event.data.changedAt };
    case 'ProfileContactsCollected':
      return { ...doc, collectedContacts: event.data.contacts, updatedAt: event.data.collectedAt };
    case 'ProfileActivityAdded': {
      const { activityId, kind, text, addedAt } = event.data;
      return { ...doc, activities: [{ activityId, kind, text, addedAt, addedBy: by }, ...doc.activities], updatedAt: addedAt };
    }
    case 'ProfileActivityRemoved':
      return { ...doc, activities: doc.activities.filter((a) => a.activityId !== event.data.activityId), updatedAt: event.data.removedAt };
    case 'ProfileAttachmentAdded': {
      const { profileId: _profileId, ...attachment } = event.data;
      return { ...doc, attachments: [...doc.attachments, { ...attachment, addedBy: by }], updatedAt: attachment.addedAt };
    }
    case 'ProfileAttachmentEdited': {
      const { attachmentId, title, description, editedAt } = event.data;
      const attachments = doc.attachments.map((attachment) => {
        if (attachment.attachmentId !== attachmentId) return attachment;
        const { description: _previous, ...rest } = attachment;
        return { ...rest, title, ...(description === undefined ? {} : { description }) };
      });
      return { ...doc, attachments, updatedAt: editedAt };
    }
    case 'ProfileAttachmentRemoved':
      return {
        ...doc,
        attachments: doc.attachments.filter((a) => a.attachmentId !== event.data.attachmentId),
        updatedAt: event.data.removedAt,
      };
    case 'ProfileCouponAdded': {
      const { profileId: _profileId, ...coupon } = event.data;
      return { ...doc, coupons: [...doc.coupons, coupon], updatedAt: coupon.addedAt };
    }
    case 'ProfileCouponRemoved':
      return { ...doc, coupons: doc.coupons.filter((c) => c.couponId !== event.data.couponId), updatedAt: event.data.removedAt };
    case 'ProfileTrackingChanged':
      return event.data.tracking === 'live'
        ? { ...doc, enableLiveTracking: event.data.enabled, updatedAt: event.data.changedAt }
        : { ...doc, enableStoryTracking: event.data.enabled, updatedAt: event.data.changedAt };
    case 'ProfileShareChanged':
      return {
        ...doc,
        disableShare: event.data.disableShare,
        shareKey: event.data.shareKey ?? doc.shareKey ?? null,
        updatedAt: event.data.changedAt,
      };
    case 'ProfileAuditReportStatusChanged':
      return { ...doc, auditReportStatus: event.data.status, updatedAt: event.data.changedAt };
    case 'ProfileConnectionChanged': {
      const { connected, via, readComments, changedAt } = event.data;
      return { ...doc, connection: { connected, via, readComments, changedAt }, updatedAt: changedAt };
    }
    case 'CreatorConnectRequested': {
      const { requestedAt, expiresAt, readComments } = event.data;
      return { ...doc, connectRequest: { requestedAt, expiresAt, readComments }, updatedAt: requestedAt };
    }
    case 'CreatorConnectCancelled':
      return { ...doc, connectRequest: null, updatedAt: event.data.cancelledAt };
    case 'CreatorAccountConnected': {
      const { platform, accountId, username, readComments, connectedAt, simulated } = event.data;
      return withFigures({
        ...doc,
        connectRequest: null,
        connected: { platform, accountId, username, readComments, connectedAt, simulated },
        // The profile's older connection field, kept for clients that read it.
        connection: { connected: true, via: 'thirdparty', readComments, changedAt: connectedAt },
        updatedAt: connectedAt,
      });
    }
    case 'PrivateMetricsObserved': {
      const { observedAt, simulated, metrics } = event.data;
      return withFigures({ ...doc, privateMetrics: { ...metrics, observedAt, simulated }, updatedAt: observedAt });
    }
    case 'CreatorAccountDisconnected': {
      const { disconnectedAt } = event.data;
      return withFigures({
        ...doc,
        connected: null,
        privateMetrics: null,
        connection: { connected: false, via: 'thirdparty', readComments: false, changedAt: disconnectedAt },
        updatedAt: disconnectedAt,
      });
    }
  }
}

const isContentEvent = (event: EventOf<Handled>): event is EventOf<ContentEventType> =>
  event.type === 'ContentRecorded' || event.type === 'ContentMetricsObserved' || event.type === 'ContentRemoved';

/**
 * One document per saved profile: everything the profile list and the profile page show, its post
 * figures included. Fed by the profile's stream and by the stream of each of its content items;
 * content events recorded before they named their creator are skipped.
 */
export const savedProfilesProjection = projection<SavedProfileDoc, Handled>({
  name: 'savedProfiles',
  collection: savedProfilesCollection,
  handles: HANDLED,
  manyStreams: true,
  target: (event) => {
    const { profileId } = event.data;
    const orgId = event.metadata.orgId;
    if (profileId === undefined) return null;
    return isContentEvent(event) && !orgId ? null : { id: profileId, orgId };
  },
  evolve(doc, event) {
    if (event.type === 'ProfileSaved') return newProfile(event);
    if (event.type === 'ProfileRemoved') return null;
    if (!doc) return null;
    return isContentEvent(event) ? contentChanged(doc, event) : changed(doc, event);
  },
  settle: withForecast,
});
