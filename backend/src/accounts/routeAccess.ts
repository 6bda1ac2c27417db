import type { AppContext } from '../runtime/context';
import type { AccessGuard } from '@scout/platform/http/route';
import { allow } from './principal';

/** The guard of a route of the table: none for a public route, else the capability it names. */
export const accessGuard =
  (ctx: AppContext): AccessGuard =>
  (access) =>
    access === 'public' ? [] : [allow(ctx, access)];
