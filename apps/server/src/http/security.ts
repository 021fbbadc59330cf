import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurityHeaders(app: FastifyInstance, https: boolean): Promise<void> {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
  const google = Boolean(app.config.google.clientId);
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy({ https, frameAncestors: "'self'", google }),
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    frameguard: { action: 'sameorigin' },
  });
}
