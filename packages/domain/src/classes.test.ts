import { describe, expect, it } from 'vitest';
import {
  classGrades,
  defaultStudentPassword,
  isClassEnded,
  isClassGrade,
  normalizeClassPasscode,
  parseStudentInput,
  studentUsername,
  validateAssignmentDueDate,
  validateClassPasscode,
  validateCompilation,
  validateStudentPassword,
} from './classes';
import { Message } from './errors';
import { translateMessage } from './messages';

describe('class passcode (PRODUCT.md alphabet, SPEC §5 text)', () => {
  it('accepts six characters of the alphabet, case-insensitively', () => {
    expect(normalizeClassPasscode('abc234')).toBe('ABC234');
    expect(normalizeClassPasscode(' XYZ 789 ')).toBe('XYZ789');
    expect(validateClassPasscode('HJKMNP')).toBeNull();
  });
  it.each(['ABC23', 'ABC2345', 'ABCDE0', 'ABCDE1', 'ABCDEI', 'ABCDEO', 'ABC-23', ''])(
    'refuses %j with "Incorrect class passcode format"',
    (code) => {
      expect(validateClassPasscode(code)).toBe('classPasscodeFormat');
      expect(Message.classPasscodeFormat).toBe('Incorrect class passcode format');
    },
  );
});

describe('student password (SPEC §5)', () => {
  it('is four digits', () => {
    expect(validateStudentPassword('0421')).toBeNull();
    for (const bad of ['123', '12345', 'abcd', '12a4', ' 1234']) {
      expect(validateStudentPassword(bad)).toBe('studentPasswordDigits');
    }
    expect(Message.studentPasswordDigits).toBe('The password must consist of four digits.');
  });
  it('the default helper makes four digits from the random source', () => {
    expect(defaultStudentPassword(() => 7)).toBe('0007');
    expect(defaultStudentPassword(() => 9999)).toBe('9999');
    expect(validateStudentPassword(defaultStudentPassword((n) => n - 1))).toBeNull();
  });
});

describe('class end (SPEC §4: the date part earlier than today)', () => {
  it.each([
    ['2026-11-25', true],
    ['2026-11-25 23:59', true],
    ['2026-11-26', false],
    ['2026-11-26 00:00:00', false],
    ['2026-12-01', false],
    ['', false],
    [null, false],
  ] as const)('%j ended on 2026-11-26: %s', (end, ended) => {
    expect(isClassEnded(end, '2026-11-26')).toBe(ended);
  });
});

describe('grades (SPEC §3)', () => {
  it('lists Kindergarten/Preschool, 1st to 12th, College, Occupational, Other', () => {
    expect(classGrades).toHaveLength(16);
    expect(isClassGrade('3rd')).toBe(true);
    expect(isClassGrade('13th')).toBe(false);
  });
});

describe('assignment and compilation rules (SPEC §5)', () => {
  it('an assignment needs a due date', () => {
    expect(validateAssignmentDueDate('2026-12-01')).toBeNull();
    expect(validateAssignmentDueDate('2026-12-01 15:00')).toBeNull();
    for (const bad of ['', null, undefined, '2026-02-30', 'tomorrow', '2026-12-01 25:00']) {
      expect(validateAssignmentDueDate(bad)).toBe('assignmentDueDate');
    }
  });
  it('a compilation needs at least 5 comics or 5 poems', () => {
    expect(validateCompilation(4)).toBe('compilationTooFew');
    expect(validateCompilation(5)).toBeNull();
  });
});

describe('student bulk input (SPEC §5)', () => {
  it('reads one student per line, name and optional email', () => {
    const result = parseStudentInput('Mia, mia@example.com\n\n  Leo  \nAna3');
    expect(result).toEqual({
      ok: true,
      students: [
        { line: 1, name: 'Mia', email: 'mia@example.com' },
        { line: 3, name: 'Leo', email: null },
        { line: 4, name: 'Ana3', email: null },
      ],
    });
  });
  it('asks for name and email when empty', () => {
    expect(parseStudentInput('  \n ')).toEqual({
      ok: false,
      message: 'studentInputEmpty',
      line: null,
    });
  });
  it('names the line of a bad name, email or extra comma', () => {
    expect(parseStudentInput('Mia\nLeo Smith')).toMatchObject({
      message: 'studentLineName',
      line: 2,
    });
    expect(parseStudentInput('Mia,not-an-email')).toMatchObject({
      message: 'studentLineEmail',
      line: 1,
    });
    expect(parseStudentInput('Mia\nLeo\nA,b@c.de,x')).toMatchObject({
      message: 'studentLineComma',
      line: 3,
    });
    expect(translateMessage('studentLineName', 'en', { line: 2 })).toBe(
      'Line 2: names use only letters and digits.',
    );
  });
  it('makes usernames from names', () => {
    expect(studentUsername('Mia', () => 42)).toBe('Mia0042');
    expect(studentUsername('李雷', () => 1)).toBe('student0001');
    expect(studentUsername('José', () => 1)).toBe('Jose0001');
  });
});
