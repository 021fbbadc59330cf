import { channel } from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

/** One route as registered: where it lives, its zod schemas and whether CSRF applies. */
export interface CatalogueRoute {
  method: string;
  url: string;
  schema: { body?: ZodType; querystring?: ZodType; params?: ZodType };
  csrf: boolean;
  /** The route's own rate limit (config.rateLimit), if it has one. */
  rateLimit?: { max: number; timeWindow: string | number; keyGenerator?: unknown };
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Runs `build` (which creates an app with buildApp) while recording every route that app
 * registers, through Fastify's `fastify.initialization` diagnostics channel: an `onRoute` hook is
 * added the moment the instance exists, before any module registers its routes. New endpoints
 * are therefore in the catalogue without anyone listing them.
 */
export async function withRouteCatalogue<T>(
  build: () => Promise<T>,
): Promise<{ value: T; routes: CatalogueRoute[] }> {
  const routes: CatalogueRoute[] = [];
  const initialization = channel('fastify.initialization');
  const onInstance = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        const schema = (route.schema ?? {}) as CatalogueRoute['schema'];
        routes.push({
          method,
          url: route.url,
          schema: { body: schema.body, querystring: schema.querystring, params: schema.params },
          csrf: unsafeMethods.has(method) && typeof route.config?.csrfExempt !== 'string',
          rateLimit: (route.config as { rateLimit?: CatalogueRoute['rateLimit'] } | undefined)
            ?.rateLimit,
        });
      }
    });
  };
  initialization.subscribe(onInstance);
  try {
    const value = await build();
    return { value, routes };
  } finally {
    initialization.unsubscribe(onInstance);
  }
}

/** The API routes (under /api/), sorted, one entry per method and path. */
export function apiRoutes(routes: CatalogueRoute[]): CatalogueRoute[] {
  const seen = new Set<string>();
  return routes
    .filter((r) => r.url.startsWith('/api/'))
    .filter((r) => {
      const key = `${r.method} ${r.url}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}
