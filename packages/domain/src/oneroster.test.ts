import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseOneRosterBundle, readOneRosterClasses } from './student-csv';

/** A OneRoster 1.1 bundle of one school: a teacher, five students, a parent, two sections. */
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/oneroster/${name}`, import.meta.url), 'utf8');
const oneRosterUsers = fixture('users.csv');
const oneRosterEnrollments = fixture('enrollments.csv');
const oneRosterClasses = fixture('classes.csv');

describe('a OneRoster 1.1 bundle (users.csv and enrollments.csv)', () => {
  it('takes the students enrolled in the chosen section only, with its sections', () => {
    const r = parseOneRosterBundle(oneRosterUsers, oneRosterEnrollments, ['cls-3a']);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // Not the teacher, not the parent, not the enrolment to be deleted (Omar), not 4B's Ava.
    expect(r.rows.map((x) => x.name)).toEqual(['MiaRossi', 'LeoKim', '小雨王']);
    expect(r.rows.map((x) => x.line)).toEqual([3, 4, 6]);
    expect(r.rows[0]).toMatchObject({ email: 'mia@maple.example', error: null });
    // Without classes.csv the sections are known by their ids only.
    expect(r.sections).toEqual([
      { id: 'cls-3a', students: 3, title: null, grades: null },
      { id: 'cls-4b', students: 2, title: null, grades: null },
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

describe('a OneRoster bundle with classes.csv (decision 068)', () => {
  it('names each section with its title and grades', () => {
    const r = parseOneRosterBundle(oneRosterUsers, oneRosterEnrollments, [], 200, oneRosterClasses);
    expect(r.ok && r.sections).toEqual([
      { id: 'cls-3a', students: 3, title: 'Maple 3A - Reading', grades: '03' },
      { id: 'cls-4b', students: 2, title: 'Birch 4B, Writing', grades: '04,05' },
    ]);
  });

  it('falls back to the id for a section classes.csv does not name, or a file without titles', () => {
    const only3a = oneRosterClasses.split('\n').slice(0, 2).join('\n');
    const r = parseOneRosterBundle(oneRosterUsers, oneRosterEnrollments, [], 200, only3a);
    expect(r.ok && r.sections.map((s) => s.title)).toEqual(['Maple 3A - Reading', null]);
    expect(readOneRosterClasses('sourcedId,grades\ncls-3a,03').size).toBe(0);
    expect(readOneRosterClasses('sourcedId,title\n"cls-3a,Maple').size).toBe(0);
    expect(readOneRosterClasses('')).toEqual(new Map());
    // A section to be deleted names nothing.
    expect(readOneRosterClasses(oneRosterClasses).has('cls-old')).toBe(false);
  });
});
