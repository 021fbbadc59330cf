/**
 * The complete route list of SPEC §2. `path` is written as SPEC writes it: `{x}` required,
 * `{x?}` optional, `{x*}` zero or more segments, `{x+}` one or more segments. The web router
 * derives its patterns from this list (see `toRouterPath`), so names, parameters and guards are
 * decided here once.
 */
export type RouteArea =
  | 'home'
  | 'static'
  | 'account'
  | 'challenges'
  | 'classes'
  | 'editors'
  | 'membership'
  | 'payment'
  | 'plans'
  | 'reading'
  | 'art'
  | 'yourstuff'
  | 'homework';

export interface RouteDef {
  /** Route name, as SPEC §2 uses names (hidden-navigation list, guard 7). */
  name: string;
  path: string;
  area: RouteArea;
  /** List and reading routes kept alive when revisited (scroll and data kept). */
  keepAlive?: boolean;
}

const r = (name: string, path: string, area: RouteArea, keepAlive = false): RouteDef => ({
  name,
  path,
  area,
  ...(keepAlive ? { keepAlive } : {}),
});

export const routes: readonly RouteDef[] = [
  // Home and search
  r('home', '/', 'home'),
  r('search', '/search/{searchKey?}', 'reading', true),
  // Static
  r('about', '/about', 'static'),
  r('artists', '/artists', 'static'),
  r('community-guidelines', '/community-guidelines', 'static'),
  r('educators', '/educators', 'static'),
  r('faq', '/faq/{id?}', 'static'),
  r('feedback', '/feedback/{source?}', 'static'),
  r('privacy', '/privacy', 'static'),
  r('terms-of-service', '/terms-of-service', 'static'),
  r('updates', '/updates', 'static'),
  r('writers', '/writers', 'static'),
  r('contact', '/contact', 'static'),
  r('chatbot', '/chatbot', 'static'),
  r('404', '/404', 'static'),
  // Account
  r('signin', '/signin', 'account'),
  r('signup', '/signup', 'account'),
  r('account', '/account', 'account'),
  r('account-avatar', '/account-avatar', 'account'),
  r('account-change-password', '/account-change-password/{insecure?}', 'account'),
  r('account-delete', '/account-delete', 'account'),
  r('account-email-notification', '/account-email-notification', 'account'),
  r('account-orders', '/account-orders', 'account'),
  r('complete-info', '/complete-info', 'account'),
  r('email-active', '/email-active', 'account'),
  r('forgot-password', '/forgot-password', 'account'),
  r('forgot-mail-send-done', '/forgot-mail-send-done', 'account'),
  r('forgot-new-password', '/forgot-new-password', 'account'),
  r('reset-password', '/reset-password', 'account'),
  r('reactivate', '/reactivate', 'account'),
  r('invite', '/invite/{code?}', 'account'),
  r(
    'cancel-email-notification',
    '/cancel-email-notification/{userName?}/{password?}/{forFun?}',
    'account',
  ),
  // Challenges and guides
  r('challenge-guide', '/challenge-guide', 'challenges'),
  r('challenge-info', '/challenge-info', 'challenges'),
  r('challenge-unit', '/challenge-unit/{unitid?}', 'challenges'),
  r('challenge', '/challenge/{type?}/{time?}/{subtype?}', 'challenges', true),
  r('guides', '/guides/{chapters*}', 'challenges', true),
  // Classes
  r('class-assignment', '/class-assignment/{id?}', 'classes'),
  r('class-compilation-create', '/class-compilation-create/{openid}/{type?}', 'classes'),
  r('class-compilation-preview', '/class-compilation-preview/{openid}/{type}/{id}', 'classes'),
  r('class-compilation', '/class-compilation/{openid}', 'classes'),
  r('class-list', '/class-list', 'classes'),
  r('class-roster', '/class-roster/{id?}', 'classes'),
  r('class-settings', '/class-settings/{id?}', 'classes'),
  r('class-submission', '/class-submission/{id?}', 'classes'),
  r('class', '/class/{id?}', 'classes'),
  r('join-class', '/join-class', 'classes'),
  r('student-sign-in', '/student-sign-in/{code}/{username?}', 'classes'),
  r('students-code', '/students-code/{code?}', 'classes'),
  // Editors
  r('comic-editor', '/comic-editor', 'editors'),
  r('flashfiction-editor', '/flashfiction-editor', 'editors'),
  r('longformbook-editor', '/longformbook-editor', 'editors'),
  r('picturebook-editor', '/picturebook-editor', 'editors'),
  r('poetry-editor', '/poetry-editor', 'editors'),
  // Membership and pricing
  r('become-member', '/become-member', 'membership'),
  r('member-family-plan', '/member-family-plan', 'plans'),
  r('members-badge', '/members-badge/{username?}', 'membership'),
  r('members-comic', '/members-comic/{username?}', 'membership'),
  r('members-flash-fiction', '/members-flash-fiction/{username?}', 'membership'),
  r('members-longform-story', '/members-longform-story/{username?}', 'membership'),
  r('members-picture-book', '/members-picture-book/{username?}', 'membership'),
  r('members-poetry', '/members-poetry/{username?}', 'membership'),
  r('members', '/members/{username?}', 'membership'),
  r('membership-educator', '/membership-educator', 'membership'),
  r('pricing', '/pricing', 'membership'),
  r('buy', '/buy', 'membership'),
  r('free-trial', '/free-trial', 'membership'),
  // Payment and orders
  r('custom-order', '/custom-order/{itemID?}', 'payment'),
  r('pay-callback', '/pay-callback', 'payment'),
  r('pay-cancel', '/pay-cancel', 'payment'),
  r('redirect-stripe', '/redirect-stripe', 'payment'),
  r('pre-order', '/pre-order/{orderno?}', 'payment'),
  r('po-order', '/po-order/{orderno}', 'payment'),
  r('cart', '/cart/{type?}', 'payment'),
  r('checkout', '/checkout', 'payment'),
  r('book-creator', '/book-creator/{bookType?}/{slug?}/{name?}', 'payment'),
  r('book-transfer-tool', '/book-transfer-tool', 'payment'),
  // Plans
  r('educator-plan-class', '/educator-plan-class/{id?}', 'plans'),
  r('educator-plan-student', '/educator-plan-student/{id?}', 'plans'),
  r('educator-plan', '/educator-plan/{id?}', 'plans'),
  r('family-plan', '/family-plan/{id?}', 'plans'),
  // Reading
  r('blog', '/blog', 'reading', true),
  r('blogentry', '/blogentry/{param0?}/{param1?}/{share_social_params*}', 'reading', true),
  r('chapters', '/chapters/{chapters+}', 'reading', true),
  r('comic', '/comic/{param0?}/{param1?}/{share_social_params*}', 'reading', true),
  r('flash-fiction', '/flash-fiction/{param0?}/{param1?}/{share_social_params*}', 'reading', true),
  r('picture-book', '/picture-book/{param0?}/{param1?}/{share_social_params*}', 'reading', true),
  r('poetry', '/poetry/{param0?}/{param1?}/{share_social_params*}', 'reading', true),
  r(
    'longform-story',
    '/longform-story/{param0?}/{param1?}/{param2?}/{share_social_params*}',
    'reading',
    true,
  ),
  r('creative-writing', '/creative-writing/{slug+}', 'reading', true),
  r('picture-book-generate1', '/picture-book-generate1/{slug}', 'reading', true),
  r('read-comic', '/read-comic', 'reading', true),
  r('read-flash-fiction', '/read-flash-fiction', 'reading', true),
  r('read-longform-story', '/read-longform-story', 'reading', true),
  r('read-picture-book', '/read-picture-book', 'reading', true),
  r('read-poetry', '/read-poetry', 'reading', true),
  r('books', '/books/{OldSlug?}', 'reading'),
  r('read-book', '/read-book/{slug?}', 'reading', true),
  r('embed', '/embed/{OpenId?}/{chapter?}', 'reading'),
  r('embed-s', '/embed-s/{OpenId?}/{chapter?}', 'reading'),
  r('fix-coord', '/fix-coord', 'reading'),
  // Art
  r('artist', '/artist/{slug}', 'art', true),
  r('artshop', '/artshop/{slug?}/{social_name?}/{share_social_params*}', 'art', true),
  r('artwork-book', '/artwork-book/{type?}/{id?}', 'art', true),
  r('artwork', '/artwork', 'art', true),
  r('comic-artist', '/comic-artist/{id?}', 'art', true),
  r('comic-artwork', '/comic-artwork', 'art', true),
  r('start-comic', '/start-comic/{special?}', 'art'),
  r('start-with-art', '/start-with-art/{bookType}/{special?}', 'art'),
  // Your stuff
  r('get-start', '/get-start', 'yourstuff'),
  r('yourstuff', '/yourstuff/{type?}', 'yourstuff'),
  r('yourstuff-artshop', '/yourstuff-artshop', 'yourstuff'),
  r('yourstuff-artshop-settings', '/yourstuff-artshop-settings', 'yourstuff'),
  r('yourstuff-badges', '/yourstuff-badges', 'yourstuff'),
  r('yourstuff-class', '/yourstuff-class/{openId?}', 'yourstuff'),
  r('yourstuff-comic-artwork', '/yourstuff-comic-artwork', 'yourstuff'),
  r('yourstuff-crowns', '/yourstuff-crowns', 'yourstuff'),
  r('yourstuff-earnings-history', '/yourstuff-earnings-history', 'yourstuff'),
  r('yourstuff-edit-artwork', '/yourstuff-edit-artwork/{artworkId?}', 'yourstuff'),
  r('yourstuff-favorites', '/yourstuff-favorites', 'yourstuff'),
  r('yourstuff-favorites-list', '/yourstuff-favorites-list/{type}', 'yourstuff'),
  r('yourstuff-uploads', '/yourstuff-uploads', 'yourstuff'),
  r('yourstuff-notification', '/yourstuff-notification', 'yourstuff'),
  r('yourstuff-pdfs', '/yourstuff-pdfs', 'yourstuff'),
  r('yourstuff-pdfv1', '/yourstuff-pdfv1', 'yourstuff'),
  r('yourstuff-print-order', '/yourstuff-print-order', 'yourstuff'),
  r('yourstuff-publish', '/yourstuff-publish', 'yourstuff'),
  r('yourstuff-read', '/yourstuff-read', 'yourstuff'),
  r('yourstuff-ticket', '/yourstuff-ticket', 'yourstuff'),
  r('yourstuff-tools', '/yourstuff-tools', 'yourstuff'),
  r('yourstuff-write', '/yourstuff-write', 'yourstuff'),
  // Homework
  r('marking-picturebook', '/review-homework/{storyBookId}/picturebook', 'homework'),
  r('homework-picturebook', '/homework/{storyBookId}/picturebook', 'homework'),
];

/**
 * SPEC §2: top navigation is hidden on these route names. `pdftest1` names no SPEC path; it stays
 * in the list as written. `embed-s` is the second embed route and is hidden with `embed`
 * (docs/decisions/004-route-table.md).
 */
export const hiddenNavRouteNames: ReadonlySet<string> = new Set([
  'picturebook-editor',
  'longformbook-editor',
  'comic-editor',
  'flashfiction-editor',
  'poetry-editor',
  'pdftest1',
  'embed',
  'embed-s',
  'signin',
  'forgot-password',
  'signup',
  'read-book',
  'student-sign-in',
  'students-code',
  'marking-picturebook',
  'homework-picturebook',
]);

export type ParamKind = 'required' | 'optional' | 'zeroOrMore' | 'oneOrMore';
export interface ParamDef {
  name: string;
  kind: ParamKind;
}

/** The parameters of a SPEC path, in order. */
export function routeParams(path: string): ParamDef[] {
  const params: ParamDef[] = [];
  for (const m of path.matchAll(/\{([A-Za-z0-9_]+)([?*+]?)\}/g)) {
    const mark = m[2];
    const kind: ParamKind =
      mark === '?'
        ? 'optional'
        : mark === '*'
          ? 'zeroOrMore'
          : mark === '+'
            ? 'oneOrMore'
            : 'required';
    params.push({ name: m[1] as string, kind });
  }
  return params;
}

/**
 * React Router pattern for a SPEC path: `{x}` -> `:x`, `{x?}` -> `:x?`, `{x*}` and `{x+}` -> `*`
 * (a one-or-more splat is checked to be non-empty by `splatSatisfied`).
 */
export function toRouterPath(path: string): string {
  return path
    .replace(/\{([A-Za-z0-9_]+)[*+]\}/g, '*')
    .replace(/\{([A-Za-z0-9_]+)\?\}/g, ':$1?')
    .replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

/** A one-or-more parameter needs at least one non-empty segment. */
export function splatSatisfied(route: RouteDef, splat: string | undefined): boolean {
  const many = routeParams(route.path).find((p) => p.kind === 'oneOrMore');
  if (!many) return true;
  return (splat ?? '').split('/').some((s) => s.length > 0);
}

export function routeByName(name: string): RouteDef | undefined {
  return routes.find((route) => route.name === name);
}

/** SPEC §2: share parameters containing facebook, twitter or instagram mark the share source. */
export function shareSourceFrom(pathname: string): 'facebook' | 'twitter' | 'instagram' | null {
  const segments = `/${pathname.toLowerCase().replace(/^\/+|\/+$/g, '')}/`;
  for (const source of ['facebook', 'twitter', 'instagram'] as const) {
    if (segments.includes(`/${source}/`)) return source;
  }
  return null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A regular expression for a SPEC path, matching with or without a trailing slash. */
export function routeRegExp(path: string): RegExp {
  if (path === '/') return /^\/$/;
  let source = '';
  for (const segment of path.split('/').filter(Boolean)) {
    const param = /^\{([A-Za-z0-9_]+)([?*+]?)\}$/.exec(segment);
    if (!param) source += `/${escapeRegExp(segment)}`;
    else if (param[2] === '?') source += '(?:/([^/]+))?';
    else if (param[2] === '*') source += '(?:/(.*))?';
    else if (param[2] === '+') source += '/(.*[^/].*)';
    else source += '/([^/]+)';
  }
  return new RegExp(`^${source}/?$`);
}

const compiledRoutes = routes.map((route) => ({ route, pattern: routeRegExp(route.path) }));

/** The route a pathname opens, or undefined (the web app then shows /404). */
export function matchRoute(pathname: string): RouteDef | undefined {
  return compiledRoutes.find(({ pattern }) => pattern.test(pathname))?.route;
}
