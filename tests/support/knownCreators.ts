import type { ProfileSnapshot } from '@scout/contracts/socialData';
import { ServiceUnavailableError } from '@scout/platform/errors';
import { emptySnapshot } from '../../backend/src/socialData/datasets/emptySnapshot';
import type { SocialDataProvider } from '../../backend/src/socialData/port';
import type { Scout } from '../../backend/src/app';

/** The part of a test app (tests/support/app.ts, which imports this file) the helpers use. */
type WithScout = { scout: Scout };

/** A creator the provider knows but gives no figures, posts or history for. */
export const bareCreator = (platform: string, username: string): ProfileSnapshot => emptySnapshot(platform, username);

const keyOf = (platform: string, username: string) =>
  `${platform.trim().toLowerCase()}/${username.trim().replace(/^@+/, '').toLowerCase()}`;

/** The provider with another `lookup`; everything else is its own. */
function withLookup(provider: SocialDataProvider, lookup: SocialDataProvider['lookup']): SocialDataProvider {
  return new Proxy(provider, {
    get(target, property) {
      if (property === 'lookup') return lookup;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The handles taught to each provider `knowCreators` put in front of an app's own. */
const taught = new WeakMap<SocialDataProvider, Set<string>>();

/**
 * Makes the app's provider know these handles too, as bare creators, on top of what it knows already.
 * Saving a creator the provider does not know is refused (404), so tests that save made-up handles
 * teach them first. A provider set on the app later (`ctx.socialData = …`) knows only its own.
 */
export function knowCreators(app: WithScout, ...creators: readonly { platform: string; username: string }[]): void {
  const { ctx } = app.scout;
  let handles = taught.get(ctx.socialData);
  if (!handles) {
    const own = ctx.socialData;
    const known = new Set<string>();
    ctx.socialData = withLookup(
      own,
      async (platform, username) =>
        (await own.lookup(platform, username)) ?? (known.has(keyOf(platform, username)) ? bareCreator(platform, username) : null),
    );
    taught.set(ctx.socialData, known);
    handles = known;
  }
  for (const { platform, username } of creators) handles.add(keyOf(platform, username));
}

/** Runs `work` while every lookup of the app's provider fails as in an outage, then puts the provider back. */
export async function whileProviderDown<T>(app: WithScout, work: () => PromiseLike<T>): Promise<T> {
  const { ctx } = app.scout;
  const provider = ctx.socialData;
  ctx.socialData = withLookup(provider, () => Promise.reject(new ServiceUnavailableError()));
  try {
    return await work();
  } finally {
    ctx.socialData = provider;
  }
}
