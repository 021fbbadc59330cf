import { describe, expect, it } from 'vitest';
import { challengeRefusal, classChallengeRefusal } from './challenges';

describe('challenge access (SPEC §6, decision 068)', () => {
  const teen = { paidOnly: false, ageLevel: '13+' };
  const paid = { paidOnly: true, ageLevel: 'all' };
  it('refuses non-members a members-only challenge, and younger writers an age level', () => {
    expect(challengeRefusal(paid, { age: 30, member: false })).toBe('membersOnly');
    expect(challengeRefusal(paid, { age: 30, member: true })).toBeNull();
    expect(challengeRefusal(teen, { age: 12, member: true })).toBe('ageLevel');
    expect(challengeRefusal(teen, { age: 13, member: false })).toBeNull();
    // No known age is not refused (the challenge's own start decides the same).
    expect(challengeRefusal(teen, { age: null, member: false })).toBeNull();
    expect(challengeRefusal({ paidOnly: true, ageLevel: '16+' }, { age: 9, member: false })).toBe(
      'membersOnly',
    );
  });
  it('a class: the first reason met and how many students it refuses', () => {
    const learners = [
      { age: 9, member: true },
      { age: 14, member: false },
      { age: 10, member: true },
    ];
    expect(classChallengeRefusal(teen, learners)).toEqual({ reason: 'ageLevel', students: 2 });
    expect(classChallengeRefusal(paid, learners)).toEqual({ reason: 'membersOnly', students: 1 });
    expect(classChallengeRefusal({ paidOnly: false, ageLevel: '6+' }, learners)).toBeNull();
    expect(classChallengeRefusal({ paidOnly: true, ageLevel: '16+' }, [])).toBeNull();
  });
});
