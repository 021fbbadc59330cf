import type { MessageKey } from './errors';
import { isValidEmail } from './validation';

/**
 * Roster import from a CSV file (issue 18, decision 044): a plain CSV with a header row naming
 * `name` and optionally `email`, or a OneRoster 1.1 users.csv (`givenName`, `familyName`,
 * `email`, `role`: only its students are taken). Each row is checked with the rules of the SPEC
 * §5 bulk input (names of letters and digits in any script, valid emails, no comma in a value),
 * and every row's problem is kept, naming the file's line, so the teacher sees them all at once.
 */
export interface CsvStudentRow {
  /** The line of the file the row starts on (1 is the header). */
  line: number;
  name: string;
  email: string | null;
  error: MessageKey | null;
}

export type StudentCsvResult =
  | { ok: true; rows: CsvStudentRow[] }
  | { ok: false; message: MessageKey; line: number | null };

/** RFC 4180 records with the line each starts on; a byte-order mark is dropped. */
export function parseCsv(
  text: string,
): { records: { line: number; cells: string[] }[] } | { unclosedAt: number } {
  const src = text.replace(/^\uFEFF/, '');
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  let quoteLine = 1;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      quoteLine = line;
      cell = '';
    } else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      cells.push(cell);
      records.push({ line: start, cells });
      cells = [];
      cell = '';
      line++;
      start = line;
    } else cell += ch;
  }
  if (quoted) return { unclosedAt: quoteLine };
  cells.push(cell);
  records.push({ line: start, cells });
  return { records: records.filter((r) => r.cells.some((c) => c.trim() !== '')) };
}

const headerKey = (h: string) => h.trim().toLowerCase().replace(/[\s_]/g, '');

function checkRow(name: string, email: string | null): MessageKey | null {
  if (name.includes(',') || (email ?? '').includes(',')) return 'studentLineComma';
  if (!/^[\p{L}\p{N}]{1,40}$/u.test(name)) return 'studentLineName';
  if (email !== null && !isValidEmail(email)) return 'studentLineEmail';
  return null;
}

/** Reads the students of a CSV file, each row with its problem (or null). At most `max` rows. */
export function parseStudentCsv(text: string, max = 200): StudentCsvResult {
  const parsed = parseCsv(text);
  if ('unclosedAt' in parsed) {
    return { ok: false, message: 'studentCsvQuote', line: parsed.unclosedAt };
  }
  const [header, ...body] = parsed.records;
  if (!header) return { ok: false, message: 'studentInputEmpty', line: null };
  const keys = header.cells.map(headerKey);
  const at = (k: string) => keys.indexOf(k);
  const oneRoster = at('givenname') >= 0;
  const nameAt = oneRoster ? at('givenname') : at('name');
  if (nameAt < 0) return { ok: false, message: 'studentCsvColumns', line: null };
  const familyAt = at('familyname');
  const emailAt = at('email');
  const roleAt = at('role');
  const rows: CsvStudentRow[] = [];
  for (const record of body) {
    const cell = (i: number) => (i >= 0 ? (record.cells[i] ?? '').trim() : '');
    if (oneRoster && roleAt >= 0 && cell(roleAt).toLowerCase() !== 'student') continue;
    const name = oneRoster ? `${cell(nameAt)}${cell(familyAt)}` : cell(nameAt);
    const email = cell(emailAt) === '' ? null : cell(emailAt);
    rows.push({ line: record.line, name, email, error: checkRow(name, email) });
  }
  if (rows.length === 0) return { ok: false, message: 'studentInputEmpty', line: null };
  if (rows.length > max) return { ok: false, message: 'studentInputTooMany', line: null };
  return { ok: true, rows };
}

/** A class section of a OneRoster enrollments.csv and how many students it enrols. */
export interface RosterSection {
  id: string;
  students: number;
  /** Its name from the bundle's classes.csv (`title`); null without it (decision 068). */
  title: string | null;
  /** Its grades from classes.csv (`grades`, e.g. "03" or "03,04"); null when none. */
  grades: string | null;
}

/**
 * A OneRoster 1.1 classes.csv: each class section's title and grades by `sourcedId` (decision
 * 068). A file without those columns, or unreadable, names nothing (the ids are shown then).
 */
export function readOneRosterClasses(
  text: string | null | undefined,
): Map<string, { title: string; grades: string | null }> {
  const named = new Map<string, { title: string; grades: string | null }>();
  if (!text) return named;
  const parsed = parseCsv(text);
  if ('unclosedAt' in parsed) return named;
  const [header, ...body] = parsed.records;
  const keys = (header?.cells ?? []).map(headerKey);
  const idAt = keys.indexOf('sourcedid');
  const titleAt = keys.indexOf('title');
  const gradesAt = keys.indexOf('grades');
  const statusAt = keys.indexOf('status');
  if (idAt < 0 || titleAt < 0) return named;
  for (const record of body) {
    const cell = (i: number) => (i >= 0 ? (record.cells[i] ?? '').trim() : '');
    if (cell(statusAt).toLowerCase() === 'tobedeleted') continue;
    const title = cell(titleAt).replace(/\s+/g, ' ').slice(0, 120);
    if (!cell(idAt) || !title) continue;
    const grades = cell(gradesAt).replace(/\s+/g, '');
    named.set(cell(idAt), { title, grades: grades === '' ? null : grades.slice(0, 40) });
  }
  return named;
}

export type OneRosterResult =
  | { ok: true; rows: CsvStudentRow[]; sections: RosterSection[] }
  | { ok: false; message: MessageKey; line: number | null };

/**
 * A OneRoster 1.1 CSV bundle (decision 059): users.csv with enrollments.csv. Only the users
 * enrolled as students (`role` student, not `tobedeleted`) in the chosen class sections
 * (`classSourcedId`; none chosen: every section) are taken, each checked as in
 * parseStudentCsv; the sections are answered for the teacher to choose from, named from the
 * bundle's classes.csv when it is given (decision 068). Teachers in the
 * bundle are not imported (co-teachers are invited by email and accept, decision 044).
 */
export function parseOneRosterBundle(
  users: string,
  enrollments: string,
  chosen: readonly string[] = [],
  max = 200,
  classes: string | null = null,
): OneRosterResult {
  const parsed = parseCsv(enrollments);
  if ('unclosedAt' in parsed) {
    return { ok: false, message: 'studentCsvQuote', line: parsed.unclosedAt };
  }
  const [header, ...body] = parsed.records;
  const keys = (header?.cells ?? []).map(headerKey);
  const classAt = keys.indexOf('classsourcedid');
  const userAt = keys.indexOf('usersourcedid');
  const roleAt = keys.indexOf('role');
  const statusAt = keys.indexOf('status');
  if (classAt < 0 || userAt < 0 || roleAt < 0) {
    return { ok: false, message: 'oneRosterEnrollments', line: null };
  }
  const sections = new Map<string, Set<string>>();
  for (const record of body) {
    const cell = (i: number) => (i >= 0 ? (record.cells[i] ?? '').trim() : '');
    if (cell(roleAt).toLowerCase() !== 'student') continue;
    if (cell(statusAt).toLowerCase() === 'tobedeleted') continue;
    const section = cell(classAt);
    if (!section || !cell(userAt)) continue;
    sections.set(section, (sections.get(section) ?? new Set()).add(cell(userAt)));
  }
  const picked = chosen.length > 0 ? chosen.filter((c) => sections.has(c)) : [...sections.keys()];
  const enrolled = new Set(picked.flatMap((s) => [...(sections.get(s) ?? [])]));
  const userRecords = parseCsv(users);
  if ('unclosedAt' in userRecords) {
    return { ok: false, message: 'studentCsvQuote', line: userRecords.unclosedAt };
  }
  const [userHeader, ...userBody] = userRecords.records;
  const userKeys = (userHeader?.cells ?? []).map(headerKey);
  const idAt = userKeys.indexOf('sourcedid');
  const givenAt = userKeys.indexOf('givenname');
  if (idAt < 0) return { ok: false, message: 'oneRosterEnrollments', line: null };
  if (givenAt < 0) return { ok: false, message: 'studentCsvColumns', line: null };
  const familyAt = userKeys.indexOf('familyname');
  const emailAt = userKeys.indexOf('email');
  const rows: CsvStudentRow[] = [];
  for (const record of userBody) {
    const cell = (i: number) => (i >= 0 ? (record.cells[i] ?? '').trim() : '');
    if (!enrolled.has(cell(idAt))) continue;
    const name = `${cell(givenAt)}${cell(familyAt)}`;
    const email = cell(emailAt) === '' ? null : cell(emailAt);
    rows.push({ line: record.line, name, email, error: checkRow(name, email) });
  }
  const named = readOneRosterClasses(classes);
  const list = [...sections].map(([id, s]) => ({
    id,
    students: s.size,
    title: named.get(id)?.title ?? null,
    grades: named.get(id)?.grades ?? null,
  }));
  if (rows.length === 0) return { ok: false, message: 'studentInputEmpty', line: null };
  if (rows.length > max) return { ok: false, message: 'studentInputTooMany', line: null };
  return { ok: true, rows, sections: list };
}
