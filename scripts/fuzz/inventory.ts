import express from 'express';
import { mountScoutApi, type Scout } from '@scout/backend/app';
import type { Pool } from '@scout/platform/postgres/pool';

export type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

export interface RouteEntry {
  method: Method;
  /** As mounted under `/api/v1`, e.g. `/customer/socialProfile/:id`. */
  path: string;
  /** The names of its `:params`, in order. */
  params: string[];
}

/** Every route of the API, read from the router stack the app mounts (method and path). */
export function routeInventory(scout: Scout, pool: Pool): RouteEntry[] {
  const router = express.Router();
  mountScoutApi(router, scout.ctx, { pool, projections: scout.runner });
  const routes: RouteEntry[] = [];
  for (const layer of router.stack) {
    const route = layer.route as { path: unknown; methods: Record<string, boolean> } | undefined;
    if (!route || typeof route.path !== 'string') continue;
    const path = route.path;
    const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    for (const method of Object.keys(route.methods)) {
      if (['get', 'post', 'put', 'delete', 'patch'].includes(method)) routes.push({ method: method as Method, path, params });
    }
  }
  return routes;
}

export const routeKey = (route: { method: string; path: string }): string => `${route.method.toUpperCase()} ${route.path}`;
