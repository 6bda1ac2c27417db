import type { EventsOf } from './platform/events';
import { accountEventSchemas } from './accounts/events';
import { apiKeyEventSchemas } from './accounts/apiKeys';
import { credentialEventSchemas } from './accounts/credentials';
import { profileEventSchemas } from './profiles/events';
import { campaignEventSchemas } from './campaigns/events';
import { campaignSettingsEventSchemas } from './campaigns/settings';
import { auditReportEventSchemas } from './profiles/auditReports';
import { profileSlugEventSchemas } from './profiles/slugReservation';
import { settingsEventSchemas } from './accounts/settingsEvents';
import { billingEventSchemas } from './billing/events';
import { planUsageEventSchemas } from './billing/planUsage';
import { whitelabelEventSchemas } from './whitelabel/events';
import { teamEventSchemas } from './accounts/team';
import { listEventSchemas } from './lists/events';
import { customFieldEventSchemas } from './customFields/events';
import { importEventSchemas } from './imports/events';
import { integrationEventSchemas } from './integrations/bitly';
import { discoveryEventSchemas } from './discovery/events';
import { contentEventSchemas } from './content/events';
import { connectEventSchemas } from './connect/events';

/** Every event type Scout stores, with the schema its data is parsed by when read back. */
export const eventSchemas = {
  ...accountEventSchemas,
  ...campaignEventSchemas,
  ...campaignSettingsEventSchemas,
  ...apiKeyEventSchemas,
  ...credentialEventSchemas,
  ...profileEventSchemas,
  ...auditReportEventSchemas,
  ...profileSlugEventSchemas,
  ...whitelabelEventSchemas,
  ...settingsEventSchemas,
  ...billingEventSchemas,
  ...planUsageEventSchemas,
  ...teamEventSchemas,
  ...listEventSchemas,
  ...customFieldEventSchemas,
  ...importEventSchemas,
  ...integrationEventSchemas,
  ...discoveryEventSchemas,
  ...contentEventSchemas,
  ...connectEventSchemas,
} as const;

export type EventType = keyof typeof eventSchemas;
export type ScoutEvent = EventsOf<typeof eventSchemas>;

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(eventSchemas, type);
}

/** Parses stored event data; an unknown type or a shape that no longer matches is an error. */
export function parseEvent(type: string, data: unknown): ScoutEvent {
  if (!isEventType(type)) throw new Error(`unknown event type ${type}`);
  return { type, data: eventSchemas[type].parse(data) } as ScoutEvent;
}
