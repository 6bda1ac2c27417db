import type { CollectionSpec } from '@scout/platform/readstore/port';
import { appSumoLicenseStream } from '@scout/contracts/platform/streams';
import { projection } from '../runner/projection';

/**
 * Every AppSumo licence (`_id` = its invoice item uuid): who bought it, its plan, the hash of its
 * activation token (found by it for `GET /customer/auth/user/{token}`), and which organisation and
 * user redeemed it. The licence stream decides redemptions; this only shows them.
 */
export interface AppSumoLicenseDoc {
  [key: string]: unknown;
  _id: string;
  invoiceItemUuid: string;
  email: string;
  plan: string;
  tokenHash: string;
  registeredAt: string;
  redeemedBy: { orgId: string; userId: string; redeemedAt: string } | null;
}

export const appSumoLicensesCollection: CollectionSpec = {
  name: 'appSumoLicenses',
  scope: 'global',
  fields: { tokenHash: 'text', registeredAt: 'date' },
  indexes: [{ fields: [['tokenHash', 1]], unique: true }],
};

const streamPrefix = appSumoLicenseStream('');
const invoiceItemUuidOf = (streamId: string): string =>
  streamId.startsWith(streamPrefix) ? streamId.slice(streamPrefix.length) : streamId;

export const appSumoLicensesProjection = projection<AppSumoLicenseDoc, 'AppSumoLicenseRegistered' | 'AppSumoLicenseRedeemed'>({
  name: 'appSumoLicenses',
  collection: appSumoLicensesCollection,
  handles: ['AppSumoLicenseRegistered', 'AppSumoLicenseRedeemed'],
  target: (event) => ({ id: invoiceItemUuidOf(event.streamId), orgId: null }),
  evolve(doc, event) {
    switch (event.type) {
      case 'AppSumoLicenseRegistered': {
        const { data } = event;
        return {
          _id: invoiceItemUuidOf(event.streamId),
          invoiceItemUuid: data.invoiceItemUuid,
          email: data.email,
          plan: data.plan,
          tokenHash: data.tokenHash,
          registeredAt: data.registeredAt,
          redeemedBy: null,
        };
      }
      case 'AppSumoLicenseRedeemed': {
        const { orgId, userId, redeemedAt } = event.data;
        return doc && { ...doc, redeemedBy: { orgId, userId, redeemedAt } };
      }
    }
  },
});
