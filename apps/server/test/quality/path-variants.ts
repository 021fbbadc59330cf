/**
 * Other spellings of a path that a router, a proxy or a browser may treat as the same place:
 * percent-encoded letters and slashes, doubled slashes, changed case, dot segments, a trailing
 * slash and a semicolon parameter. A security decision made on the raw URL misses them; one
 * made on the matched route cannot (issue 14, High #1).
 */
export function encodedPathVariants(path: string): string[] {
  const [, first = '', ...rest] = path.split('/');
  const tail = rest.join('/');
  const hex = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  const encodeFirstLetter = (segment: string) => `${hex(segment[0] ?? 'a')}${segment.slice(1)}`;
  const encodeAll = (segment: string) => [...segment].map(hex).join('');
  const variants = [
    // Percent-encoded letters: `/%61pi/...`, upper-case hex, the whole prefix, a later segment.
    `/${encodeFirstLetter(first)}/${tail}`,
    `/${encodeFirstLetter(first).toUpperCase()}/${tail}`,
    `/${encodeAll(first)}/${tail}`,
    `/${first}/${rest.map(encodeFirstLetter).join('/')}`,
    // Encoded slashes.
    `/${first}%2F${rest.join('%2F')}`,
    `/${first}%2f${tail}`,
    // Doubled slashes.
    `//${first}/${tail}`,
    `/${first}//${tail}`,
    // Changed case.
    `/${first.toUpperCase()}/${tail}`,
    `/${first[0]?.toUpperCase() ?? ''}${first.slice(1)}/${tail.toLowerCase()}`,
    // Dot segments, plain and encoded.
    `/x/../${first}/${tail}`,
    `/${first}/./${tail}`,
    `/%2e%2e/${first}/${tail}`,
    `/x/%2e%2e/${first}/${tail}`,
    `/${first}/x/..%2F${tail}`,
    // A trailing slash, a semicolon parameter, a backslash.
    `${path}/`,
    `${path};x=1`,
    `/${first}\\${tail}`,
  ];
  return [...new Set(variants)].filter((v) => v !== path);
}
