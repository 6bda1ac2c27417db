import type { WhiteLabelConfigured } from '@scout/contracts/whitelabel/events';
import type { AppContext } from '../runtime/context';
import { decryptSecret, encryptSecret } from '@scout/platform/secrets/secretBox';
import { secretsKeyOf } from '@scout/platform/secrets/secretsKey';

/** Seals secrets under this server's SECRETS_KEY before a command puts them in an event. */
export const sealerFor =
  (ctx: AppContext) =>
  (secret: string): string =>
    encryptSecret(secretsKeyOf(ctx.config), secret);

/** The agency's mail key of a setup, opened for use: sealed, or as an event from before sealing kept it. */
export function mailKeyOf(ctx: AppContext, setup: Pick<WhiteLabelConfigured['data'], 'mailApiKeySealed' | 'mailApiKey'>): string | null {
  if (setup.mailApiKeySealed) return decryptSecret(secretsKeyOf(ctx.config), setup.mailApiKeySealed);
  return setup.mailApiKey ?? null;
}
