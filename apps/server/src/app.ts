import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { InterfaceLanguage } from '@storyloom/domain';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, resolveSessionSecret } from './config';
import { type DatabaseHandle, type DB, type Dialect, openDatabase } from './db/index';
import { registerSeeders } from './db/seed/index';
import { registerCsrf } from './http/csrf';
import { registerErrorHandling } from './http/error-handler';
import { errors } from './http/errors';
import { requestLanguage } from './http/language';
import { setWriterLimitScale } from './http/limits';
import { registerSecurityHeaders } from './http/security';
import { registerWebApp } from './http/web-app';
import { modules, seeders } from './modules/index';
import { type Clock, systemClock } from './platform/clock';
import { type ClusterBus, openCluster } from './platform/cluster/index';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: DB;
    dialect: Dialect;
    clock: Clock;
    /** The other servers of the deployment (Redis with REDIS_URL; decision 041). */
    cluster: ClusterBus;
    /** True once the server drains (SIGTERM): readiness answers 503, new jobs are not taken. */
    draining: boolean;
  }
  interface FastifyRequest {
    language: InterfaceLanguage;
  }
}

export interface AppDeps {
  /** An open database (tests pass one per test file); otherwise the app opens config.database. */
  database?: DatabaseHandle;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

/** 1 MiB for form and JSON bodies; uploads have their own limits in their module. */
const bodyLimit = 1024 * 1024;

/** Builds the whole application. main.ts and every test call this. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrf-token"]'],
    },
    trustProxy: config.trustProxy,
    bodyLimit,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    // Fastify's own two lines a request (received, completed) would bury the start output:
    // one line per request instead, at debug (LOG_LEVEL=debug shows them). Through a log
    // controller: the top-level option is deprecated and its warning broke the clean start output.
    logController: new LogController({ disableRequestLogging: true }),
  });
  // Only when it would be written: a hook on every response costs even when the line is dropped.
  if (['trace', 'debug'].includes(app.log.level))
    app.addHook('onResponse', async (request, reply) => {
      request.log.debug(
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
    });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = deps.database ?? openDatabase(config.database);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('clock', deps.clock ?? systemClock);
  if (!deps.database) app.addHook('onClose', () => database.close());
  const cluster = await openCluster({
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    onError: (err, what) => app.log.warn({ err }, `${what} failed`),
  });
  app.decorate('cluster', cluster);
  app.decorate('draining', false);
  app.addHook('onClose', () => cluster.close());

  const https = config.publicUrl.startsWith('https://');
  registerErrorHandling(app);
  const secret = resolveSessionSecret(config);
  await app.register(cookie, { secret });
  await app.register(formbody, { bodyLimit });
  await registerSecurityHeaders(app, https);
  await app.register(rateLimit, {
    global: false,
    // With REDIS_URL the counts are shared by every server (decision 041); if Redis is away a
    // request is let through rather than failed (the database-kept sign-in throttle still holds).
    ...(cluster.redis
      ? { redis: cluster.redis, nameSpace: `${config.redisPrefix}rl:`, skipOnError: true }
      : {}),
    errorResponseBuilder: (_request, context) => errors.rateLimited(Math.ceil(context.ttl / 1000)),
  });
  // Worked out when asked (sign-up, the server render, a few lists), not on every request: a
  // browser's Accept-Language is split, ranked and sorted each time (decision 082).
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return requestLanguage(this);
    },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerCsrf(app, { secureCookies: https, secret });

  registerSeeders(seeders);
  setWriterLimitScale(config.limits.writerScale);
  for (const module of modules) await app.register(module);

  await registerWebApp(app, { webDist: config.webDist, https, publicUrl: config.publicUrl });
  return app;
}
