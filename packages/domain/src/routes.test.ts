import { describe, expect, it } from 'vitest';
import {
  hiddenNavRouteNames,
  matchRoute,
  routeParams,
  routes,
  shareSourceFrom,
  splatSatisfied,
  toRouterPath,
} from './routes';

describe('route list (SPEC §2)', () => {
  it('has unique names and paths', () => {
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
  });

  it('holds every SPEC §2 path group', () => {
    // Every path SPEC §2 lists, once (redirect-stripe's ?id= is a query, not a segment).
    expect(routes.length).toBe(133);
    for (const name of ['home', 'search', 'guides', 'chapters', 'embed-s', 'marking-picturebook']) {
      expect(routes.some((r) => r.name === name)).toBe(true);
    }
  });

  it('reads parameter kinds', () => {
    expect(routeParams('/blogentry/{param0?}/{param1?}/{share_social_params*}')).toEqual([
      { name: 'param0', kind: 'optional' },
      { name: 'param1', kind: 'optional' },
      { name: 'share_social_params', kind: 'zeroOrMore' },
    ]);
    expect(routeParams('/chapters/{chapters+}')).toEqual([{ name: 'chapters', kind: 'oneOrMore' }]);
    expect(routeParams('/po-order/{orderno}')).toEqual([{ name: 'orderno', kind: 'required' }]);
  });

  it('makes React Router patterns', () => {
    expect(toRouterPath('/faq/{id?}')).toBe('/faq/:id?');
    expect(toRouterPath('/artist/{slug}')).toBe('/artist/:slug');
    expect(toRouterPath('/guides/{chapters*}')).toBe('/guides/*');
    expect(toRouterPath('/creative-writing/{slug+}')).toBe('/creative-writing/*');
    expect(toRouterPath('/review-homework/{storyBookId}/picturebook')).toBe(
      '/review-homework/:storyBookId/picturebook',
    );
  });

  it.each([
    ['/', 'home'],
    ['/faq', 'faq'],
    ['/faq/12', 'faq'],
    ['/guides', 'guides'],
    ['/guides/a/b/c', 'guides'],
    ['/chapters/one', 'chapters'],
    ['/chapters/one/two', 'chapters'],
    ['/picture-book/a/b/facebook/x', 'picture-book'],
    ['/longform-story/a/b/c', 'longform-story'],
    ['/review-homework/42/picturebook', 'marking-picturebook'],
    ['/homework/42/picturebook', 'homework-picturebook'],
    ['/cancel-email-notification/u/p/f', 'cancel-email-notification'],
    ['/po-order/PO-1', 'po-order'],
    ['/class/abc/', 'class'],
  ])('matches %s to %s', (path, name) => {
    expect(matchRoute(path)?.name).toBe(name);
  });

  it.each([
    '/chapters',
    '/po-order',
    '/artist',
    '/no-such-page',
    '/faq/1/2',
    '/review-homework/42',
  ])('finds no route for %s', (path) => {
    expect(matchRoute(path)).toBeUndefined();
  });

  it('needs a non-empty splat for one-or-more parameters', () => {
    const chapters = routes.find((r) => r.name === 'chapters');
    const guides = routes.find((r) => r.name === 'guides');
    if (!chapters || !guides) throw new Error('routes missing');
    expect(splatSatisfied(chapters, '')).toBe(false);
    expect(splatSatisfied(chapters, '/')).toBe(false);
    expect(splatSatisfied(chapters, 'one')).toBe(true);
    expect(splatSatisfied(guides, '')).toBe(true);
  });

  it('hides the navigation on the named routes', () => {
    for (const name of ['picturebook-editor', 'signin', 'signup', 'read-book', 'embed']) {
      expect(hiddenNavRouteNames.has(name)).toBe(true);
    }
    expect(hiddenNavRouteNames.has('home')).toBe(false);
  });

  it('reads the share source from share_social_params', () => {
    expect(shareSourceFrom('/picture-book/a/b/facebook')).toBe('facebook');
    expect(shareSourceFrom('/poetry/x/twitter/more')).toBe('twitter');
    expect(shareSourceFrom('/comic/instagram/')).toBe('instagram');
    expect(shareSourceFrom('/comic/myfacebookstory')).toBeNull();
  });
});
