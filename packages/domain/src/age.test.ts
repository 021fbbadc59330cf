import { describe, expect, it } from 'vitest';
import { birthdayChangeNeedsConfirmation } from './age';

const now = Date.UTC(2026, 10, 26);

describe('birthdayChangeNeedsConfirmation', () => {
  it('any change of an under-13 account needs the parent (older or younger)', () => {
    expect(birthdayChangeNeedsConfirmation('2017-03-01', '1990-03-01', now)).toBe(true);
    expect(birthdayChangeNeedsConfirmation('2017-03-01', '2017-04-01', now)).toBe(true);
    expect(birthdayChangeNeedsConfirmation('2017-03-01', '2019-03-01', now)).toBe(true);
  });

  it('crossing 13 either way needs confirmation', () => {
    expect(birthdayChangeNeedsConfirmation('2000-01-01', '2016-01-01', now)).toBe(true);
    expect(birthdayChangeNeedsConfirmation('2012-01-01', '2014-01-01', now)).toBe(true);
  });

  it('moving into another reading bracket at 13 or older needs confirmation', () => {
    // 14 (13+) to 17 (16+), and back.
    expect(birthdayChangeNeedsConfirmation('2012-06-01', '2009-06-01', now)).toBe(true);
    expect(birthdayChangeNeedsConfirmation('2009-06-01', '2012-06-01', now)).toBe(true);
  });

  it('a change within one bracket at 13 or older is free', () => {
    expect(birthdayChangeNeedsConfirmation('1990-03-01', '1985-07-12', now)).toBe(false);
    expect(birthdayChangeNeedsConfirmation('2012-06-01', '2011-06-01', now)).toBe(false);
  });

  it('a first birthday or the same birthday is not a change', () => {
    expect(birthdayChangeNeedsConfirmation(null, '2017-01-01', now)).toBe(false);
    expect(birthdayChangeNeedsConfirmation('2017-01-01', '2017-01-01', now)).toBe(false);
  });
});
