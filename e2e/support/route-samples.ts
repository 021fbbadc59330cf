import type { RouteDef } from '../../packages/domain/src/index';
import { routeParams } from '../../packages/domain/src/index';

/**
 * Sample values for route parameters, by name; anything else gets `sample-<name>`. When a screen
 * comes to look its parameter up (an artist's slug, a class's openId), replace its sample with a
 * value the demo seed creates, so the sweep keeps proving the route opens.
 */
const samples: Record<string, string> = {
  id: '12',
  openid: 'op3nId7',
  openId: 'op3nId7',
  OpenId: 'op3nId7',
  type: 'comic',
  bookType: 'picturebook',
  code: 'ABC234',
  username: 'demo-writer',
  userName: 'demo-writer',
  slug: 'the-lighthouse-cat',
  storyBookId: 'sb42',
  orderno: 'SL20260301001',
  itemID: 'item-7',
  artworkId: 'art-9',
  unitid: 'unit-3',
  chapter: '2',
};

/**
 * A concrete address for a SPEC route: every parameter filled with a sample (a zero-or-more or
 * one-or-more parameter gets two segments), so the router's parameter handling is exercised.
 */
export function samplePath(route: RouteDef): string {
  let path = route.path;
  for (const param of routeParams(route.path)) {
    const value = samples[param.name] ?? `sample-${param.name.toLowerCase()}`;
    const filled =
      param.kind === 'zeroOrMore' || param.kind === 'oneOrMore' ? `${value}/more` : value;
    const marker = { required: '', optional: '?', zeroOrMore: '*', oneOrMore: '+' }[param.kind];
    path = path.replace(`{${param.name}${marker}}`, filled);
  }
  return path;
}

/** The same address with every optional and zero-or-more parameter left out. */
export function barePath(route: RouteDef): string {
  let path = route.path;
  for (const param of routeParams(route.path)) {
    if (param.kind === 'optional' || param.kind === 'zeroOrMore') {
      path = path.replace(new RegExp(`/\\{${param.name}[?*]\\}`), '');
    }
  }
  return samplePath({ ...route, path });
}
