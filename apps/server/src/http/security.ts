import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface CspOptions {
  https: boolean;
  frameAncestors: string;
  /** Google sign-in is configured (GOOGLE_CLIENT_ID): its script, frame and calls are allowed. */
  google?: boolean;
}

/** Where Google's sign-in script, its iframe and its calls come from. */
export const googleSignInOrigin = 'https://accounts.google.com';

/**
 * The Content-Security-Policy of every page. Embeds relax only frame-ancestors (see web-app.ts).
 * Google's origin is listed only when Google sign-in is configured.
 */
export function contentSecurityPolicy(options: CspOptions) {
  const google = options.google ? [googleSignInOrigin] : [];
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'script-src': ["'self'", ...google],
      // Mantine writes CSS variables and component styles into <style> elements at run time.
      'style-src': [
        "'self'",
        "'unsafe-inline'",
        ...(options.google ? [`${googleSignInOrigin}/gsi/style`] : []),
      ],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", ...google],
      'media-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'frame-src': ["'self'", ...google],
      'frame-ancestors': [options.frameAncestors],
      'form-action': ["'self'"],
      'worker-src': ["'self'", 'blob:'],
      ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
}

export function cspHeaderValue(options: CspOptions): string {
  return Object.entries(contentSecurityPolicy(options).directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

/**
 * Powerful browser features no page of ours uses are switched off for our pages and anything
 * they frame (issue 14, Low). Fullscreen stays on for our own origin (the reader and embeds);
 * speech synthesis is not a policy-controlled feature, so reading aloud is unaffected. Google
 * sign-in's FedCM call (identity-credentials-get) is left alone.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * Helmet's headers for these options, worked out once. They are the same for every response
 * (no CSP nonces), and @fastify/helmet built a new helmet middleware, parsing the CSP
 * directives again, on every request (2.5% of a /healthz profile, issue 22).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance, https: boolean): Promise<void> {
  const google = Boolean(app.config.google.clientId);
  const headers = {
    ...securityHeaders({
      contentSecurityPolicy: contentSecurityPolicy({ https, frameAncestors: "'self'", google }),
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
      frameguard: { action: 'sameorigin' },
    }),
    'permissions-policy': permissionsPolicy,
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
