import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseOneRosterBundle } from './student-csv';

/** A OneRoster 1.1 bundle of one school: a teacher, five students, a parent, two sections. */
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/oneroster/${name}`, import.meta.url), 'utf8');
const oneRosterUsers = fixture('users.csv');
const oneRosterEnrollments = fixture('enrollments.csv');

describe('a OneRoster 1.1 bundle (users.csv and enrollments.csv)', () => {
  it('takes the students enrolled in the chosen section only, with its sections', () => {
    const r = parseOneRosterBundle(oneRosterUsers, oneRosterEnrollments, ['cls-3a']);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // Not the teacher, not the parent, not the enrolment to be deleted (Omar), not 4B's Ava.
    expect(r.rows.map((x) => x.name)).toEqual(['MiaRossi', 'LeoKim', '小雨王']);
    expect(r.rows.map((x) => x.line)).toEqual([3, 4, 6]);
    expect(r.rows[0]).toMatchObject({ email: 'mia@maple.example', error: null });
    expect(r.sections).toEqual([
      { id: 'cls-3a', students: 3 },
      { id: 'cls-4b', students: 2 },
    ]);
  });

  it('takes every section when none is chosen, each student once', () => {
    const r = parseOneRosterBundle(oneRosterUsers, oneRosterEnrollments);
    expect(r.ok && r.rows.map((x) => x.name)).toEqual([
      'MiaRossi',
      'LeoKim',
      'AvaNovak',
      '小雨王',
      'OmarHaddad',
    ]);
    const both = parseOneRosterBundle(oneRosterUsers, oneRosterEnrollments, ['cls-3a', 'cls-4b']);
    expect(both.ok && both.rows).toHaveLength(5);
  });

  it('names what is missing', () => {
    expect(parseOneRosterBundle(oneRosterUsers, 'sourcedId,classSourcedId\n1,2')).toEqual({
      ok: false,
      message: 'oneRosterEnrollments',
      line: null,
    });
    expect(
      parseOneRosterBundle('givenName,familyName\nMia,Rossi', oneRosterEnrollments),
    ).toMatchObject({ ok: false, message: 'oneRosterEnrollments' });
    expect(parseOneRosterBundle(oneRosterUsers, oneRosterEnrollments, ['cls-9z'])).toMatchObject({
      ok: false,
      message: 'studentInputEmpty',
    });
    expect(parseOneRosterBundle(oneRosterUsers, 'classSourcedId,userSourcedId,role\n"x')).toEqual({
      ok: false,
      message: 'studentCsvQuote',
      line: 2,
    });
  });
});
