import { describe, expect, it } from 'vitest';
import {
  isAccountTheme,
  isBuiltInAvatar,
  isEmailNotificationKind,
  isValidEmail,
  looksLikeReferralCode,
  normalizeLogin,
  normalizeTotpCode,
  passwordLength,
  signUpProblems,
  validateBirthday,
  validateCountry,
  validateDisplayName,
  validateEmail,
  validateNewPassword,
  validatePasswordsMatch,
  validateUsername,
} from './validation';

const now = Date.UTC(2026, 10, 22, 9, 0, 0);

describe('validateUsername (PRODUCT.md: 3-20 letters, digits, _)', () => {
  it.each(['abc', 'demo_writer', 'A1_b2', 'x'.repeat(20), '___'])('accepts %s', (name) => {
    expect(validateUsername(name)).toBeNull();
  });
  it.each(['ab', 'x'.repeat(21), 'demo-writer', 'with space', 'émile', '小明小明', '', 'a@b'])(
    'refuses %s',
    (name) => {
      expect(validateUsername(name)).toBe('usernameFormat');
    },
  );
  it('normalizes logins to lower case without surrounding spaces', () => {
    expect(normalizeLogin('  Demo_Writer ')).toBe('demo_writer');
  });
});

describe('validateEmail (SPEC §5 "Incorrect email format!")', () => {
  it.each(['kid@example.com', 'a.b+tag@school.example.org', 'X@Y.io', "o'brien@example.ie"])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
      expect(validateEmail(email)).toBeNull();
    },
  );
  it.each([
    '',
    'plain',
    '@example.com',
    'kid@',
    'kid@example',
    'kid@@example.com',
    'kid example@example.com',
    'kid@exa mple.com',
    '.kid@example.com',
    'kid.@example.com',
    'k..id@example.com',
    'kid@-example.com',
    'kid@example.c',
    'ñiño@example.com',
    `${'a'.repeat(65)}@example.com`,
    `kid@${'a'.repeat(250)}.com`,
  ])('refuses %s', (email) => {
    expect(validateEmail(email)).toBe('emailFormat');
  });
});

describe('passwords (no composition rules, 8-128 characters)', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(passwordLength('🐉🐉🐉🐉')).toBe(4);
    expect(validateNewPassword('🐉🐉🐉🐉🐉🐉🐉')).toBe('passwordTooShort');
    expect(validateNewPassword('🐉🐉🐉🐉🐉🐉🐉🐉')).toBeNull();
  });
  it('accepts any characters from 8 to 128', () => {
    expect(validateNewPassword('all lower case words')).toBeNull();
    expect(validateNewPassword('密码密码密码密码')).toBeNull();
    expect(validateNewPassword('x'.repeat(128))).toBeNull();
  });
  it('refuses too short and too long', () => {
    expect(validateNewPassword('short')).toBe('passwordTooShort');
    expect(validateNewPassword('')).toBe('passwordTooShort');
    expect(validateNewPassword('x'.repeat(129))).toBe('passwordTooLong');
  });
  it('SPEC §5 "Passwords do not match"', () => {
    expect(validatePasswordsMatch('same thing', 'same thing')).toBeNull();
    expect(validatePasswordsMatch('same thing', 'same thinG')).toBe('passwordsMismatch');
  });
});

describe('validateBirthday (SPEC §5 valid date)', () => {
  it.each(['2015-02-28', '2016-02-29', '1990-12-31', '2026-11-22'])('accepts %s', (b) => {
    expect(validateBirthday(b, now)).toBeNull();
  });
  it.each([
    '2015-02-29',
    '2015-13-01',
    '2015-00-10',
    '15-02-01',
    '2015/02/01',
    '',
    'yesterday',
    '2026-11-23',
    '2100-01-01',
    '1900-01-01',
  ])('refuses %s', (b) => {
    expect(validateBirthday(b, now)).toBe('birthdayInvalid');
  });
});

describe('profile fields', () => {
  it('country is an ISO alpha-2 code or empty', () => {
    expect(validateCountry('')).toBeNull();
    expect(validateCountry('MX')).toBeNull();
    expect(validateCountry('mx')).toBe('countryInvalid');
    expect(validateCountry('MEX')).toBe('countryInvalid');
  });
  it('display names: at most 50 characters, no control characters', () => {
    expect(validateDisplayName('Ana María 李')).toBeNull();
    expect(validateDisplayName('x'.repeat(51))).toBe('nameInvalid');
    expect(validateDisplayName('bad\u0000name')).toBe('nameInvalid');
  });
  it('themes, avatars and email kinds are closed lists', () => {
    expect(isAccountTheme('standard')).toBe(true);
    expect(isAccountTheme('neon')).toBe(false);
    expect(isBuiltInAvatar('fox')).toBe(true);
    expect(isBuiltInAvatar('../etc')).toBe(false);
    expect(isEmailNotificationKind('news')).toBe(true);
    expect(isEmailNotificationKind('all')).toBe(false);
  });
  it('referral codes and TOTP codes', () => {
    expect(looksLikeReferralCode('ABCD2345')).toBe(true);
    expect(looksLikeReferralCode('abcd2345')).toBe(true);
    expect(looksLikeReferralCode('ABCD0O11')).toBe(false);
    expect(normalizeTotpCode('123 456')).toBe('123456');
    expect(normalizeTotpCode('12345')).toBeNull();
  });
});

describe('signUpProblems', () => {
  const base = {
    userName: 'new_writer',
    email: 'new@example.com',
    password: 'a long enough phrase',
    confirmPassword: 'a long enough phrase',
    birthday: '2000-01-01',
    accountChoice: 'writer' as const,
  };
  it('finds nothing in a good form', () => {
    expect(signUpProblems(base, now)).toEqual([]);
  });
  it('names every field problem in form order', () => {
    expect(
      signUpProblems(
        { ...base, userName: 'x', email: 'nope', confirmPassword: 'other', birthday: '' },
        now,
      ).map((p) => [p.field, p.message]),
    ).toEqual([
      ['userName', 'usernameFormat'],
      ['email', 'emailFormat'],
      ['confirmPassword', 'passwordsMismatch'],
      ['birthday', 'birthdayInvalid'],
    ]);
  });
  it('under 13 needs a valid parent email', () => {
    const kid = { ...base, birthday: '2016-05-05' };
    expect(signUpProblems(kid, now)).toEqual([
      { field: 'parentEmail', message: 'parentEmailNeeded' },
    ]);
    expect(signUpProblems({ ...kid, parentEmail: 'bad' }, now)).toEqual([
      { field: 'parentEmail', message: 'emailFormat' },
    ]);
    expect(signUpProblems({ ...kid, parentEmail: 'mum@example.com' }, now)).toEqual([]);
  });
  it('teachers and parents are adults; a teacher may leave the birthday empty', () => {
    expect(signUpProblems({ ...base, accountChoice: 'teacher', birthday: '' }, now)).toEqual([]);
    expect(signUpProblems({ ...base, accountChoice: 'parent', birthday: '' }, now)).toEqual([
      { field: 'birthday', message: 'birthdayInvalid' },
    ]);
    expect(
      signUpProblems({ ...base, accountChoice: 'parent', birthday: '2012-01-01' }, now),
    ).toEqual([{ field: 'accountChoice', message: 'adultsOnly' }]);
  });
});

describe('validateNewPassword: blank and username passwords', () => {
  it('refuses a password of only spaces', () => {
    expect(validateNewPassword('        ')).toBe('passwordBlank');
    expect(validateNewPassword(' \t \u3000    ')).toBe('passwordBlank');
  });

  it('refuses the username, case-insensitively', () => {
    expect(validateNewPassword('ReadingFox', { userName: 'readingfox' })).toBe(
      'passwordIsUsername',
    );
    expect(validateNewPassword(' readingfox ', { userName: 'READINGFOX' })).toBe(
      'passwordIsUsername',
    );
    expect(validateNewPassword('readingfox1', { userName: 'readingfox' })).toBeNull();
  });
});
