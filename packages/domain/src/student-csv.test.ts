import { describe, expect, it } from 'vitest';
import { translateMessage } from './messages';
import { parseCsv, parseStudentCsv } from './student-csv';

describe('parseCsv', () => {
  it('reads quotes, doubled quotes, CRLF, a byte-order mark and skips blank lines', () => {
    const parsed = parseCsv('\uFEFFname,email\r\n"Li, Wei","a""b"\r\n\r\nMia,\n');
    expect(parsed).toEqual({
      records: [
        { line: 1, cells: ['name', 'email'] },
        { line: 2, cells: ['Li, Wei', 'a"b'] },
        { line: 4, cells: ['Mia', ''] },
      ],
    });
  });
  it('names the line of a quote never closed', () => {
    expect(parseCsv('name\nMia\n"Leo\n')).toEqual({ unclosedAt: 3 });
  });
});

describe('parseStudentCsv', () => {
  it('takes name and email, non-ASCII names included, and keeps every row’s problem', () => {
    const result = parseStudentCsv(
      'Name,Email\n李小明,\nJosé,jose@example.com\nAna Maria,\nLeo,bad\n"Li, Wei",\n',
    );
    expect(result).toEqual({
      ok: true,
      rows: [
        { line: 2, name: '李小明', email: null, error: null },
        { line: 3, name: 'José', email: 'jose@example.com', error: null },
        { line: 4, name: 'Ana Maria', email: null, error: 'studentLineName' },
        { line: 5, name: 'Leo', email: 'bad', error: 'studentLineEmail' },
        { line: 6, name: 'Li, Wei', email: null, error: 'studentLineComma' },
      ],
    });
    expect(translateMessage('studentLineName', 'en', { line: 4 })).toBe(
      'Line 4: names use only letters and digits.',
    );
  });
  it('reads a OneRoster users.csv: students only, given and family name together', () => {
    const result = parseStudentCsv(
      'sourcedId,status,role,username,givenName,familyName,email\n' +
        'u1,active,teacher,t,Ann,Lee,ann@example.com\n' +
        'u2,active,student,s,Mia,Chen,\n',
    );
    expect(result).toEqual({
      ok: true,
      rows: [{ line: 3, name: 'MiaChen', email: null, error: null }],
    });
  });
  it('refuses a file without a name column, without rows, too long or with an open quote', () => {
    expect(parseStudentCsv('email\na@b.co')).toMatchObject({
      ok: false,
      message: 'studentCsvColumns',
    });
    expect(parseStudentCsv('name\n')).toMatchObject({ ok: false, message: 'studentInputEmpty' });
    expect(parseStudentCsv('')).toMatchObject({ ok: false, message: 'studentInputEmpty' });
    const many = `name\n${Array.from({ length: 3 }, (_, i) => `A${i}`).join('\n')}`;
    expect(parseStudentCsv(many, 2)).toMatchObject({ ok: false, message: 'studentInputTooMany' });
    expect(parseStudentCsv('name\n"Mia')).toEqual({
      ok: false,
      message: 'studentCsvQuote',
      line: 2,
    });
  });
});
