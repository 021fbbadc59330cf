import { type RouteDef, routeParams, routes } from '@storyloom/domain';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { areaLoaders } from './area-loaders';
import { resolveScreen } from './guard-loader';
import { isScreenHandle, unknownRouteName } from './handle';
import { appRoutes } from './route-tree';

/** A path that opens `route`, with every parameter filled (zero-or-more left empty). */
function samplePath(route: RouteDef, fill: 'all' | 'required' = 'all'): string {
  let path = route.path;
  for (const param of routeParams(route.path)) {
    const token = `{${param.name}${{ required: '', optional: '?', zeroOrMore: '*', oneOrMore: '+' }[param.kind]}}`;
    const needed = param.kind === 'required' || param.kind === 'oneOrMore';
    const value =
      fill === 'required' && !needed
        ? ''
        : param.kind === 'oneOrMore' || param.kind === 'zeroOrMore'
          ? 'part-1/part-2'
          : `v-${param.name}`;
    path = path.replace(value ? token : `/${token}`, value);
  }
  return path;
}

describe('the route table', () => {
  it('opens every SPEC route with all its parameters filled', () => {
    for (const route of routes) {
      expect(resolveScreen(samplePath(route))?.name, samplePath(route)).toBe(route.name);
    }
  });

  it('opens every SPEC route with only its required parameters', () => {
    for (const route of routes) {
      const path = samplePath(route, 'required') || '/';
      expect(resolveScreen(path)?.name, path).toBe(route.name);
    }
  });

  it.each([
    ['/no-such-page'],
    ['/about/extra'],
    ['/chapters'],
    ['/chapters/'],
    ['/creative-writing'],
    ['/po-order'],
    ['/artist'],
    ['/class-compilation-preview/abc/comic'],
    ['/homework/12'],
    ['/yourstuff-favorites-list'],
  ])('sends %s to /404', (path) => {
    expect(resolveScreen(path)).toBeNull();
  });

  it('keeps optional, zero-or-more and share parameters in place', () => {
    expect(resolveScreen('/guides')?.name).toBe('guides');
    expect(resolveScreen('/guides/a/b/c')?.name).toBe('guides');
    expect(resolveScreen('/comic/slug/name/facebook/x')?.name).toBe('comic');
    expect(resolveScreen('/review-homework/12/picturebook')?.name).toBe('marking-picturebook');
    expect(resolveScreen('/challenge/weekly/2026/poetry')?.name).toBe('challenge');
  });

  it('agrees with React Router on what every path opens', () => {
    const paths = [
      ...routes.flatMap((route) => [samplePath(route), samplePath(route, 'required') || '/']),
      '/no-such-page',
      '/about/extra',
      '/chapters',
      '/chapters/',
      '/creative-writing',
      '/po-order',
      '/guides/',
    ];
    for (const path of paths) {
      const leaf = matchRoutes(appRoutes, path)?.at(-1);
      const handle = leaf?.route.handle;
      let routerName: string | null = isScreenHandle(handle) ? handle.name : null;
      if (routerName === unknownRouteName) routerName = null;
      // React Router's splat also takes an empty one-or-more parameter; the loader refuses it.
      const emptyOneOrMore =
        routerName !== null &&
        routes.find((route) => route.name === routerName)?.path.includes('+}') &&
        !(leaf?.params['*'] ?? '').replace(/\//g, '');
      expect(emptyOneOrMore ? null : routerName, path).toBe(resolveScreen(path)?.name ?? null);
    }
  }, 30_000);

  it('has a screen for every route name in its area module', async () => {
    for (const route of routes) {
      const area = await areaLoaders[route.area]();
      expect(area.screens[route.name], `${route.area}: ${route.name}`).toBeTypeOf('function');
    }
  });
});
