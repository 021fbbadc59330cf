import { isClassEnded, RosterStatus, utcDate } from '@storyloom/domain';
import type { AssignmentRow, ClassRow, MemberRow, SubmissionRow } from './queries';

export type ClassRole = 'PRIMARY' | 'TEACHER' | 'STUDENT';
const isTeacherRole = (role: string) => role === 'PRIMARY' || role === 'TEACHER';

/**
 * SPEC §3 Class as its members see it. The passcode, access code and the login and share links
 * are the teachers' (a student knows the code they typed, and shares nothing).
 */
export function presentClass(
  row: ClassRow,
  role: string,
  extra: { teacherName: string; joined: number; now: number; publicUrl: string },
) {
  const teacher = isTeacherRole(role);
  const loginPath = `/students-code/${row.passcode}`;
  return {
    OpenId: row.open_id,
    Name: row.name,
    Grade: row.grade,
    EndTime: row.end_time,
    IsEnded: isClassEnded(row.end_time, utcDate(extra.now)),
    Joined: extra.joined,
    ReadOtherBook: row.read_other_book,
    PublicBook: row.public_book,
    TeacherName: extra.teacherName,
    Role: role as ClassRole,
    ...(teacher
      ? {
          Passcode: row.passcode,
          LoginLink: `${extra.publicUrl}${loginPath}`,
          ShareLink: `${extra.publicUrl}/class/${row.open_id}?code=${row.access_code}`,
        }
      : {}),
  };
}

/**
 * SPEC §3 roster entry. Teachers see students' names and the four digits they gave them (for
 * the login cards); everyone else sees only usernames.
 */
export function presentRosterEntry(
  row: MemberRow,
  party: { username: string; openId: string } | undefined,
  viewerIsTeacher: boolean,
) {
  return {
    Uid: party?.openId ?? '',
    Role: row.role as ClassRole,
    Username: party?.username ?? '',
    Email: '',
    Name: viewerIsTeacher ? row.name : '',
    InitPassword: viewerIsTeacher ? (row.init_password ?? '') : '',
    Status: RosterStatus.JOINED,
  };
}

export function presentAssignment(row: AssignmentRow) {
  return {
    AssignmentId: row.open_id,
    Title: row.title,
    Prompt: row.prompt,
    DueTime: row.due_time,
    CreatedAt: new Date(row.created_at).toISOString(),
  };
}

export function presentSubmission(
  row: SubmissionRow,
  assignment: AssignmentRow | undefined,
  assignmentTitle: string | undefined,
  book: { BookId: string; Title: string; Type: string; State: string },
  student: { username: string; name: string },
) {
  return {
    Book: book,
    State: row.state,
    Comment: row.comment,
    SubmittedAt: new Date(row.submitted_at).toISOString(),
    ReviewedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at).toISOString(),
    Assignment: assignment
      ? { AssignmentId: assignment.open_id, Title: assignmentTitle ?? assignment.title }
      : null,
    Student: { Username: student.username, Name: student.name },
  };
}
