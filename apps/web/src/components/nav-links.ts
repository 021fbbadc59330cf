/** The main navigation, shared by the desktop bar and the phone drawer. Labels are i18n keys. */
export interface NavItem {
  to: string;
  label: string;
}

/** Read: the five formats (SPEC §2 reading lists). */
export const readLinks: readonly NavItem[] = [
  { to: '/picture-book', label: 'nav.pictureBooks' },
  { to: '/comic', label: 'nav.comics' },
  { to: '/longform-story', label: 'nav.longform' },
  { to: '/flash-fiction', label: 'nav.flashFiction' },
  { to: '/poetry', label: 'nav.poetry' },
];

export const mainLinks: readonly NavItem[] = [
  { to: '/get-start', label: 'nav.write' },
  { to: '/artwork', label: 'nav.art' },
  { to: '/challenge', label: 'nav.challenges' },
  { to: '/educators', label: 'nav.educators' },
  { to: '/pricing', label: 'nav.pricing' },
];

/**
 * The main links for who is looking: "Art" is the gallery (/artwork, for signed-in writers) or,
 * for a visitor, the public artists' page (/artists) rather than a sign-in wall (issue 13).
 */
export function mainLinksFor(signedIn: boolean): readonly NavItem[] {
  return signedIn
    ? mainLinks
    : mainLinks.map((link) => (link.to === '/artwork' ? { ...link, to: '/artists' } : link));
}

/** Whether `pathname` is the page `to` or below it (`/comic/…`, never `/comic-artwork`). */
export function isUnder(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
