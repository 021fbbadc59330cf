/**
 * Badges (PRODUCT.md): first book, first published, 5/25/100 books, daily-writing streaks,
 * challenge completion, featured author, class compilation. Each badge is earned once, when a
 * fact about the writer reaches its target; the artwork is made here in code so the server,
 * the web app and emails draw the same picture.
 */
export const badgeIds = [
  'first_book',
  'books_5',
  'books_25',
  'books_100',
  'first_published',
  'streak_3',
  'streak_7',
  'streak_30',
  'challenge_complete',
  'featured_author',
  'class_compilation',
] as const;
export type BadgeId = (typeof badgeIds)[number];

export function isBadgeId(value: unknown): value is BadgeId {
  return typeof value === 'string' && (badgeIds as readonly string[]).includes(value);
}

/** What the rules look at; modules report the facts they own (books, challenges, classes). */
export interface BadgeFacts {
  booksWritten: number;
  booksPublished: number;
  longestStreak: number;
  challengesCompleted: number;
  featuredBooks: number;
  compilations: number;
}
export type BadgeMetric = keyof BadgeFacts;
export const badgeMetrics: readonly BadgeMetric[] = [
  'booksWritten',
  'booksPublished',
  'longestStreak',
  'challengesCompleted',
  'featuredBooks',
  'compilations',
];

export type BadgeGroup = 'writing' | 'publishing' | 'streak' | 'challenge' | 'class';

export interface BadgeRule {
  metric: BadgeMetric;
  target: number;
  group: BadgeGroup;
}

export const badgeRules: Record<BadgeId, BadgeRule> = {
  first_book: { metric: 'booksWritten', target: 1, group: 'writing' },
  books_5: { metric: 'booksWritten', target: 5, group: 'writing' },
  books_25: { metric: 'booksWritten', target: 25, group: 'writing' },
  books_100: { metric: 'booksWritten', target: 100, group: 'writing' },
  first_published: { metric: 'booksPublished', target: 1, group: 'publishing' },
  streak_3: { metric: 'longestStreak', target: 3, group: 'streak' },
  streak_7: { metric: 'longestStreak', target: 7, group: 'streak' },
  streak_30: { metric: 'longestStreak', target: 30, group: 'streak' },
  challenge_complete: { metric: 'challengesCompleted', target: 1, group: 'challenge' },
  featured_author: { metric: 'featuredBooks', target: 1, group: 'publishing' },
  class_compilation: { metric: 'compilations', target: 1, group: 'class' },
};

/** Every badge whose target the facts reach, in catalogue order. */
export function earnedBadges(facts: Partial<BadgeFacts>): BadgeId[] {
  return badgeIds.filter((id) => {
    const rule = badgeRules[id];
    return (facts[rule.metric] ?? 0) >= rule.target;
  });
}

/** How far a writer is towards a badge (current never above target). */
export function badgeProgress(
  id: BadgeId,
  facts: Partial<BadgeFacts>,
): { current: number; target: number } {
  const rule = badgeRules[id];
  return { current: Math.min(facts[rule.metric] ?? 0, rule.target), target: rule.target };
}

interface BadgeLook {
  /** Medal colour, its darker rim and the ribbon colour. */
  face: string;
  rim: string;
  ribbon: string;
  symbol: 'book' | 'books' | 'star' | 'flame' | 'trophy' | 'crown' | 'people';
  /** A number drawn on the medal's banner (5, 25, 100, 3, 7, 30). */
  label?: string;
}

const looks: Record<BadgeId, BadgeLook> = {
  first_book: { face: '#ffd166', rim: '#e0a100', ribbon: '#ef476f', symbol: 'book' },
  books_5: { face: '#a0e7e5', rim: '#2a9d8f', ribbon: '#118ab2', symbol: 'books', label: '5' },
  books_25: { face: '#b4f8c8', rim: '#2d9a4f', ribbon: '#06a77d', symbol: 'books', label: '25' },
  books_100: { face: '#ffd6a5', rim: '#d97a00', ribbon: '#9b5de5', symbol: 'books', label: '100' },
  first_published: { face: '#fbe7c6', rim: '#e76f51', ribbon: '#f4a261', symbol: 'star' },
  streak_3: { face: '#ffe5ec', rim: '#f15bb5', ribbon: '#fb5607', symbol: 'flame', label: '3' },
  streak_7: { face: '#fff1b6', rim: '#ff9f1c', ribbon: '#e63946', symbol: 'flame', label: '7' },
  streak_30: { face: '#ffd6e0', rim: '#c9184a', ribbon: '#7209b7', symbol: 'flame', label: '30' },
  challenge_complete: { face: '#cdb4db', rim: '#7b2cbf', ribbon: '#3a86ff', symbol: 'trophy' },
  featured_author: { face: '#fff3b0', rim: '#e09f3e', ribbon: '#540b0e', symbol: 'crown' },
  class_compilation: { face: '#bde0fe', rim: '#3a86ff', ribbon: '#8338ec', symbol: 'people' },
};

const symbols: Record<BadgeLook['symbol'], (ink: string) => string> = {
  book: (ink) =>
    `<path d="M34 40c6-3 12-3 16 1v28c-4-4-10-4-16-1z" fill="#fff" stroke="${ink}" stroke-width="2.5" stroke-linejoin="round"/><path d="M66 40c-6-3-12-3-16 1v28c4-4 10-4 16-1z" fill="#fff" stroke="${ink}" stroke-width="2.5" stroke-linejoin="round"/><path d="M38 48h8M38 54h8M54 48h8M54 54h8" stroke="${ink}" stroke-width="2" stroke-linecap="round"/>`,
  books: (ink) =>
    `<rect x="33" y="38" width="9" height="30" rx="2" fill="#ef476f" stroke="${ink}" stroke-width="2"/><rect x="43" y="34" width="10" height="34" rx="2" fill="#06d6a0" stroke="${ink}" stroke-width="2"/><rect x="55" y="40" width="9" height="28" rx="2" transform="rotate(12 59 54)" fill="#118ab2" stroke="${ink}" stroke-width="2"/>`,
  star: (ink) =>
    `<path d="M50 31l5.6 11.9 13 1.6-9.6 8.9 2.5 12.9L50 60l-11.5 6.3 2.5-12.9-9.6-8.9 13-1.6z" fill="#ffd166" stroke="${ink}" stroke-width="2.5" stroke-linejoin="round"/><circle cx="46" cy="48" r="1.8" fill="${ink}"/><circle cx="54" cy="48" r="1.8" fill="${ink}"/><path d="M46 53q4 3 8 0" fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round"/>`,
  flame: (ink) =>
    `<path d="M50 30c4 8 14 12 14 24a14 14 0 0 1-28 0c0-7 4-10 6-14 1 4 3 6 5 6-1-6 0-11 3-16z" fill="#ff9f1c" stroke="${ink}" stroke-width="2.5" stroke-linejoin="round"/><path d="M50 50c3 4 6 6 6 10a6 6 0 0 1-12 0c0-3 3-6 6-10z" fill="#ffd166"/>`,
  trophy: (ink) =>
    `<path d="M39 34h22v10a11 11 0 0 1-22 0z" fill="#ffd166" stroke="${ink}" stroke-width="2.5"/><path d="M39 38h-6a6 6 0 0 0 7 8M61 38h6a6 6 0 0 1-7 8" fill="none" stroke="${ink}" stroke-width="2.5"/><path d="M50 55v7M42 66h16" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>`,
  crown: (ink) =>
    `<path d="M33 62l-3-24 11 9 9-14 9 14 11-9-3 24z" fill="#ffd166" stroke="${ink}" stroke-width="2.5" stroke-linejoin="round"/><circle cx="50" cy="52" r="3" fill="#ef476f"/><circle cx="40" cy="55" r="2.2" fill="#118ab2"/><circle cx="60" cy="55" r="2.2" fill="#06d6a0"/>`,
  people: (ink) =>
    `<circle cx="40" cy="43" r="6" fill="#ffd6a5" stroke="${ink}" stroke-width="2"/><circle cx="60" cy="43" r="6" fill="#ffd6a5" stroke="${ink}" stroke-width="2"/><circle cx="50" cy="40" r="7" fill="#ffe5ec" stroke="${ink}" stroke-width="2"/><path d="M30 66c0-8 4-12 10-12s10 4 10 12zM50 66c0-8 4-12 10-12s10 4 10 12z" fill="#a0e7e5" stroke="${ink}" stroke-width="2"/><path d="M40 66c0-9 4-14 10-14s10 5 10 14z" fill="#ffd166" stroke="${ink}" stroke-width="2"/>`,
};

/** A badge's artwork: a round medal on a ribbon with a friendly symbol, as an SVG document. */
export function badgeSvg(id: BadgeId, title: string = id): string {
  const look = looks[id];
  const ink = '#3d2c5e';
  const label = look.label
    ? `<rect x="36" y="70" width="28" height="14" rx="7" fill="${look.rim}"/><text x="50" y="81" font-family="Arial, Helvetica, sans-serif" font-size="11" font-weight="700" fill="#fff" text-anchor="middle">${look.label}</text>`
    : '';
  const safeTitle = title.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 110" role="img" aria-label="${safeTitle}"><title>${safeTitle}</title><path d="M34 80l-8 26 12-6 8 9 6-24zM66 80l8 26-12-6-8 9-6-24z" fill="${look.ribbon}" stroke="${ink}" stroke-width="2" stroke-linejoin="round"/><circle cx="50" cy="52" r="38" fill="${look.rim}"/><circle cx="50" cy="52" r="32" fill="${look.face}" stroke="#fff" stroke-width="3"/><g>${symbols[look.symbol](ink)}</g>${label}<path d="M22 30a34 34 0 0 1 18-14" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".7"/></svg>`;
}
