import type { ActivityEntry } from '@scout/contracts/dashboard/activity';
import { eventSchemas, type EventType } from '@scout/contracts/events';
import type { CollectionSpec } from '@scout/platform/readstore/port';
import { projection } from '../runner/projection';
import { ACTIVITY_DESCRIPTIONS, describeEvent } from './activityDescriptions';

export type ActivityDoc = ActivityEntry & { [key: string]: unknown; orgId: string };

/** Who did what in an organisation, one document per event, newest first by `occurredAt` (then commit order). */
export const activityCollection: CollectionSpec = {
  name: 'activity',
  scope: 'tenant',
  fields: { occurredAt: 'date', eventType: 'text', position: 'text' },
  indexes: [
    {
      fields: [
        ['occurredAt', -1],
        ['position', -1],
      ],
    },
    {
      fields: [
        ['eventType', 1],
        ['occurredAt', -1],
      ],
    },
  ],
};

/** One document per event: the id is the event's place in its stream, so redelivery rewrites nothing. */
export const activityId = (streamId: string, revision: number) => `${streamId}:${revision}`;

/**
 * Every registered event type but those the description table skips (they would write nothing, and
 * reading them is most of the work: statistics observations, sessions), so a type added later is
 * recorded (as `generic`) without touching this file; events without an organisation write nothing.
 */
export const activityProjection = projection<ActivityDoc, EventType>({
  name: 'activity',
  collection: activityCollection,
  handles: (Object.keys(eventSchemas) as EventType[]).filter((type) => ACTIVITY_DESCRIPTIONS[type] !== 'skip'),
  ignoresStoredDocument: true,
  target: (event) =>
    event.metadata.orgId && describeEvent(event) ? { id: activityId(event.streamId, event.revision), orgId: event.metadata.orgId } : null,
  evolve(_doc, event) {
    const description = describeEvent(event);
    if (!description || !event.metadata.orgId) return null;
    const { userId, role, via } = event.metadata.actor;
    return {
      _id: activityId(event.streamId, event.revision),
      orgId: event.metadata.orgId,
      eventType: event.type,
      key: description.key,
      params: description.params,
      actor: { userId, role, via },
      occurredAt: event.metadata.occurredAt,
      streamId: event.streamId,
      revision: event.revision,
      position: event.position,
    };
  },
});
