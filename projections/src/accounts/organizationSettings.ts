import type { SurveyStatus } from '@scout/contracts/accounts';
import type { MonthlyUsageField } from '@scout/contracts/billing/events';
import type { CollectionSpec } from '@scout/platform/readstore/port';
import { projection } from '../runner/projection';
import { organizationIdOf } from '@scout/contracts/platform/streams';

export type MonthlyUsage = { period: string } & { [F in MonthlyUsageField]: number };

/** Settings of one organisation beyond its name and plan, and its monthly usage counters. */
export interface OrganizationSettings {
  accountConfig: { userGuide: boolean; enableAdvancedSearch: boolean; publicProfiles: boolean };
  surveyStatus: SurveyStatus;
  surveyData?: Record<string, unknown>;
  country?: string;
  /** Counters of one UTC month (`YYYY-MM`); a counter of an earlier month reads as 0. */
  monthlyUsage: MonthlyUsage;
  /** When the organisation first spent a search credit (a discover search or an unlock): the dashboard's "find creators" step. */
  firstSearchAt?: string;
}
export type OrganizationSettingsDoc = OrganizationSettings & { [key: string]: unknown; _id: string };

export const organizationSettingsCollection: CollectionSpec = {
  name: 'organizationSettings',
  scope: 'global',
  fields: { surveyStatus: 'text' },
};

export const DEFAULT_ORGANIZATION_SETTINGS: OrganizationSettings = {
  accountConfig: { userGuide: true, enableAdvancedSearch: false, publicProfiles: true },
  surveyStatus: 'pending',
  monthlyUsage: { period: '', reports: 0, searchCount: 0 },
};

type Handled =
  | 'OrganizationCreated'
  | 'AccountConfigChanged'
  | 'SurveySubmitted'
  | 'OrganizationCountryChanged'
  | 'UsageRecorded'
  | 'UsageReturned';

export const organizationSettingsProjection = projection<OrganizationSettingsDoc, Handled>({
  name: 'organizationSettings',
  collection: organizationSettingsCollection,
  handles: [
    'OrganizationCreated',
    'AccountConfigChanged',
    'SurveySubmitted',
    'OrganizationCountryChanged',
    'UsageRecorded',
    'UsageReturned',
  ],
  target: (event) => ({ id: organizationIdOf(event.streamId), orgId: null }),
  evolve(existing, event) {
    const doc: OrganizationSettingsDoc = existing ?? { _id: organizationIdOf(event.streamId), ...DEFAULT_ORGANIZATION_SETTINGS };
    switch (event.type) {
      case 'OrganizationCreated':
        return doc;
      case 'AccountConfigChanged': {
        const { changedAt: _at, ...changed } = event.data;
        return { ...doc, accountConfig: { ...DEFAULT_ORGANIZATION_SETTINGS.accountConfig, ...doc.accountConfig, ...changed } };
      }
      case 'SurveySubmitted':
        return { ...doc, surveyStatus: 'completed', surveyData: event.data.data };
      case 'OrganizationCountryChanged':
        return { ...doc, country: event.data.country };
      case 'UsageRecorded': {
        const { field, amount, period } = event.data;
        const current = doc.monthlyUsage.period === period ? doc.monthlyUsage : { period, reports: 0, searchCount: 0 };
        const firstSearchAt = doc.firstSearchAt ?? (field === 'searchCount' ? event.data.recordedAt : undefined);
        return { ...doc, monthlyUsage: { ...current, [field]: current[field] + amount }, ...(firstSearchAt ? { firstSearchAt } : {}) };
      }
      case 'UsageReturned': {
        const { field, amount, period } = event.data;
        if (doc.monthlyUsage.period !== period) return doc;
        return { ...doc, monthlyUsage: { ...doc.monthlyUsage, [field]: Math.max(0, doc.monthlyUsage[field] - amount) } };
      }
    }
  },
});
