import {
  type InterfaceLanguage,
  isClassEnded,
  parseOneRosterBundle,
  parseStudentCsv,
  type RosterSection,
  translateMessage,
  utcDate,
} from '@storyloom/domain';
import { mayAddStudents } from '../../plans/index';
import { classErrors } from '../errors';
import { classFor } from '../policy';
import type { ClassesContext } from './context';
import { createStudents } from './roster';

/**
 * POST /api/Classes/ImportStudents (decision 044): class-student accounts from a CSV file (a
 * `name` column, optionally `email`; or a OneRoster 1.1 users.csv, its students only). Without
 * `Apply` (1) it answers the preview: every row with its problem in the screen's language (the
 * request's, like the envelope's messages), and whether the school plan has the seats (its SPEC
 * §8 refusal otherwise). With `Enrollments` (a OneRoster bundle's enrollments.csv, `Csv` its
 * users.csv) only the students enrolled in the chosen `Sections` are taken, and the preview
 * lists the bundle's sections (decision 059), named from its classes.csv (`Classes`) when
 * given, else by id (decision 068). With `Apply` the accounts are made in one transaction, all or none: a
 * file with any row in error is refused with that row's line, nothing made.
 */
export async function importStudents(
  ctx: ClassesContext,
  user: { id: string; language: InterfaceLanguage },
  input: {
    OpenId: string;
    Csv: string;
    Apply?: number | undefined;
    Enrollments?: string | undefined;
    Sections?: string[] | undefined;
    Classes?: string | undefined;
  },
) {
  const { row } = await classFor(ctx.db, user.id, input.OpenId, 'teach');
  const now = ctx.clock.now();
  if (isClassEnded(row.end_time, utcDate(now))) throw classErrors.classEnded();
  // With enrollments.csv: only the students of the chosen sections (decision 059).
  let bundle: RosterSection[] | null = null;
  let parsed: ReturnType<typeof parseStudentCsv>;
  if (input.Enrollments !== undefined) {
    const read = parseOneRosterBundle(
      input.Csv,
      input.Enrollments,
      input.Sections ?? [],
      200,
      input.Classes ?? null,
    );
    if (read.ok) bundle = read.sections;
    parsed = read;
  } else parsed = parseStudentCsv(input.Csv);
  if (!parsed.ok) throw classErrors.input('Csv', parsed.message, parsed.line);
  const sections = bundle
    ? {
        Sections: bundle.map((s) => ({
          Id: s.id,
          Title: s.title,
          Grades: s.grades,
          Students: s.students,
        })),
      }
    : {};
  const firstError = parsed.rows.find((r) => r.error !== null);
  if (!input.Apply) {
    if (!firstError) await mayAddStudents(ctx.db, user.id, parsed.rows.length, now);
    return {
      Applied: false,
      Rows: parsed.rows.map((r) => ({
        Line: r.line,
        Name: r.name,
        Error: r.error ? translateMessage(r.error, user.language, { line: r.line }) : null,
      })),
      Ready: firstError === undefined,
      ...sections,
    };
  }
  if (firstError?.error) throw classErrors.input('Csv', firstError.error, firstError.line);
  const made = await createStudents(
    ctx,
    row,
    user.id,
    parsed.rows.map((r) => r.name),
  );
  return { Applied: true, ...made };
}
