import { describe, expect, it } from 'vitest';
import { mailboxOf, sameMailbox } from './email-identity';
import { signUpProblems, validateParentEmail } from './validation';

describe('mailboxOf / sameMailbox', () => {
  it('ignores case and surrounding spaces', () => {
    expect(sameMailbox(' Kid@Example.com ', 'kid@example.com')).toBe(true);
  });

  it('drops a +tag for any provider', () => {
    expect(sameMailbox('kid+parent@example.com', 'kid@example.com')).toBe(true);
    expect(sameMailbox('kid+a@outlook.com', 'KID+b@outlook.com')).toBe(true);
    expect(mailboxOf('kid+mum@school.org')).toBe('kid@school.org');
  });

  it('drops dots only where the provider ignores them (Gmail)', () => {
    expect(sameMailbox('k.i.d@gmail.com', 'kid@gmail.com')).toBe(true);
    expect(sameMailbox('K.id+x@googlemail.com', 'kid@gmail.com')).toBe(true);
    expect(sameMailbox('k.id@example.com', 'kid@example.com')).toBe(false);
  });

  it('tells different mailboxes apart', () => {
    expect(sameMailbox('kid@example.com', 'mum@example.com')).toBe(false);
    expect(sameMailbox('kid@example.com', 'kid@example.org')).toBe(false);
    expect(sameMailbox('+kid@example.com', 'kid@example.com')).toBe(false);
  });
});

describe('validateParentEmail', () => {
  it("refuses the child's own address, normalised", () => {
    expect(validateParentEmail('Kid+mum@Gmail.com', 'k.i.d@googlemail.com')).toBe(
      'parentEmailIsOwn',
    );
    expect(validateParentEmail('mum@example.com', 'kid@example.com')).toBeNull();
    expect(validateParentEmail('not an email', 'kid@example.com')).toBe('emailFormat');
    expect(validateParentEmail('mum@example.com', null)).toBeNull();
  });

  it('is part of the sign-up form checks for an under-13 writer', () => {
    const now = Date.UTC(2026, 5, 1);
    const problems = signUpProblems(
      {
        userName: 'kid_one',
        email: 'kid@gmail.com',
        password: 'violet tigers read',
        confirmPassword: 'violet tigers read',
        birthday: '2017-01-01',
        accountChoice: 'writer',
        parentEmail: 'k.i.d+mum@gmail.com',
      },
      now,
    );
    expect(problems).toEqual([{ field: 'parentEmail', message: 'parentEmailIsOwn' }]);
  });
});
