import { describe, expect, it } from 'vitest';
import { badgeIds, badgeProgress, badgeRules, badgeSvg, earnedBadges, isBadgeId } from './badges';
import {
  emailKindFor,
  kindsForFilter,
  notificationGroupOf,
  notificationKinds,
} from './notifications';

describe('badges', () => {
  it('has every PRODUCT.md badge', () => {
    expect(badgeIds).toEqual(
      expect.arrayContaining([
        'first_book',
        'first_published',
        'books_5',
        'books_25',
        'books_100',
        'streak_3',
        'streak_7',
        'challenge_complete',
        'featured_author',
        'class_compilation',
      ]),
    );
    expect(isBadgeId('first_book')).toBe(true);
    expect(isBadgeId('nope')).toBe(false);
  });
  it('earns badges when a fact reaches its target', () => {
    expect(earnedBadges({})).toEqual([]);
    expect(earnedBadges({ booksWritten: 1 })).toEqual(['first_book']);
    expect(earnedBadges({ booksWritten: 5 })).toEqual(['first_book', 'books_5']);
    expect(earnedBadges({ booksWritten: 100 })).toEqual([
      'first_book',
      'books_5',
      'books_25',
      'books_100',
    ]);
    expect(earnedBadges({ longestStreak: 7 })).toEqual(['streak_3', 'streak_7']);
    expect(earnedBadges({ booksPublished: 1, featuredBooks: 1 })).toEqual([
      'first_published',
      'featured_author',
    ]);
    expect(earnedBadges({ challengesCompleted: 2, compilations: 1 })).toEqual([
      'challenge_complete',
      'class_compilation',
    ]);
  });
  it('reports progress towards a badge', () => {
    expect(badgeProgress('books_25', { booksWritten: 7 })).toEqual({ current: 7, target: 25 });
    expect(badgeProgress('books_5', { booksWritten: 7 })).toEqual({ current: 5, target: 5 });
    expect(badgeProgress('streak_3', {})).toEqual({ current: 0, target: 3 });
  });
  it('draws every badge as a self-contained SVG', () => {
    for (const id of badgeIds) {
      const svg = badgeSvg(id, 'A <title>');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain('<title>A title</title>');
      expect(svg).not.toMatch(/href|script/);
      expect(badgeRules[id].target).toBeGreaterThan(0);
    }
    expect(badgeSvg('books_100')).toContain('>100<');
  });
});

describe('notifications', () => {
  it('puts every kind in a filter group', () => {
    for (const kind of notificationKinds) expect(notificationGroupOf[kind]).toBeTruthy();
    expect(kindsForFilter('all')).toBeNull();
    expect(kindsForFilter('unread')).toBeNull();
    expect(kindsForFilter('badges')).toEqual(['badge_earned']);
    expect(kindsForFilter('tickets')).toEqual(['tickets_earned', 'ticket_redeemed']);
  });
  it('emails only kinds covered by an email switch', () => {
    expect(emailKindFor('badge_earned', {})).toBe('badges');
    expect(emailKindFor('book_approved', {})).toBe('publishing');
    expect(emailKindFor('tickets_earned', { reason: 'monthly_top_up' })).toBe('reminders');
    expect(emailKindFor('tickets_earned', { reason: 'featured' })).toBeNull();
    expect(emailKindFor('crowns_earned', { reason: 'daily_writing' })).toBeNull();
  });
});
