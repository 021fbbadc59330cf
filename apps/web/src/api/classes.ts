import { api } from './client';
import type { ReaderPart } from './reader';

/** The classes module's calls (docs/api.md, "Classes"), shared by the class, homework and
 * your-stuff screens. */
export interface ClassView {
  OpenId: string;
  Name: string;
  Grade: string;
  EndTime: string;
  IsEnded: boolean;
  Joined: number;
  ReadOtherBook: number;
  PublicBook: number;
  TeacherName: string;
  Role: 'PRIMARY' | 'TEACHER' | 'STUDENT';
  Passcode?: string;
  LoginLink?: string;
  ShareLink?: string;
}

export interface RosterEntry {
  Uid: string;
  Role: 'PRIMARY' | 'TEACHER' | 'STUDENT';
  Username: string;
  Email: string;
  Name: string;
  InitPassword: string;
  Status: string;
}

/** A challenge assigned to a class (decision 059), in the reader's language. */
export interface AssignedChallenge {
  ChallengeId: string;
  Title: string;
  Prompt: string;
  ArtworkId: string | null;
  Subtype: string;
  Time: string;
  EndTime: string;
  PaidOnly: boolean;
  /** The youngest age group it is for (domain `ageGroups` id). */
  AgeLevel: string;
  /** Where /challenge lists it. */
  Path: string;
}

/** A challenge the teacher may pick, and why not every student can take it (decision 068). */
export interface AssignableChallenge extends AssignedChallenge {
  Refusal: { Reason: 'membersOnly' | 'ageLevel'; Students: number } | null;
}

export interface Assignment {
  AssignmentId: string;
  Title: string;
  Prompt: string;
  DueTime: string;
  CreatedAt: string;
  /** The assigned challenge, or null: the teacher's own prompt (or a challenge gone since). */
  Challenge: AssignedChallenge | null;
}

export interface Submission {
  Book: { BookId: string; Title: string; Type: string; State: string };
  State: 'submitted' | 'returned' | 'approved';
  Comment: string;
  SubmittedAt: string;
  ReviewedAt: string | null;
  Assignment: { AssignmentId: string; Title: string } | null;
  Student: { Username: string; Name: string };
}

export interface NewStudent {
  Name: string;
  Username: string;
  InitPassword: string;
}

export interface ShowcaseBook {
  BookId: string;
  Title: string;
  Type: string;
  Username: string;
  Name: string;
  Public: boolean;
  ReaderPath: string | null;
  ApprovedAt: string;
}

export interface Showcase {
  Public: boolean;
  Class: ClassView | null;
  Books: ShowcaseBook[];
  /** The class's published compilations (members only; none on the share link). */
  Compilations?: CompilationSummary[];
}

/** A teacher's comment on one page of a story (decision 052). */
export interface PageComment {
  PartId: string;
  Page: number;
  Comment: string;
  UpdatedAt: string;
}

/** Class compilations (decision 051). */
export type CompilationType = 'comic' | 'poetry';

export interface CompilationSummary {
  CompilationId: string;
  Type: CompilationType;
  Title: string;
  Background: string;
  State: 'draft' | 'published';
  Count: number;
  PublishedAt: string | null;
  UpdatedAt: string;
}

export interface CompilationChoice {
  BookId: string;
  Title: string;
  Username: string;
  Name: string;
  Cover: { Url: string; ThumbUrl: string } | null;
}

export interface CompilationStory {
  BookId: string;
  Title: string;
  Username: string;
  Parts: (ReaderPart & { Comic?: unknown })[];
  Images?: Record<string, { Url: string; Width: number; Height: number }>;
}

export interface CompilationView {
  Compilation: CompilationSummary & {
    Cover: { Url: string; ThumbUrl: string } | null;
    CoverBookId: string | null;
    Pdf: { State: string; Pages: number | null; Url: string | null } | null;
  };
  Stories: CompilationStory[];
  Manage: boolean;
}

export const classKeys = {
  list: ['classes', 'list'] as const,
  showcase: (id: string, code: string) => ['classes', id, 'showcase', code] as const,
  roster: (id: string) => ['classes', id, 'roster'] as const,
  assignments: (id: string) => ['classes', id, 'assignments'] as const,
  assignable: (id: string) => ['classes', id, 'assignable-challenges'] as const,
  submissions: (id: string, state: string) => ['classes', id, 'submissions', state] as const,
  submission: (bookId: string) => ['classes', 'submission', bookId] as const,
  myWork: ['classes', 'my-work'] as const,
  invitations: ['classes', 'invitations'] as const,
  compilations: (id: string) => ['classes', id, 'compilations'] as const,
  compilation: (id: string, compilationId: string) =>
    ['classes', id, 'compilation', compilationId] as const,
  choices: (id: string, type: string) => ['classes', id, 'compilation-choices', type] as const,
  pageComments: (bookId: string) => ['classes', 'page-comments', bookId] as const,
};

/** POST /api/Classes/ImportStudents: the preview (each row's problem) or the accounts made. */
export interface ImportAnswer {
  Applied: boolean;
  Rows?: { Line: number; Name: string; Error: string | null }[];
  Ready?: boolean;
  Students?: NewStudent[];
  /** A OneRoster bundle's class sections (decision 059). */
  /** A OneRoster bundle's sections; Title and Grades from its classes.csv (decision 068). */
  Sections?: { Id: string; Title?: string | null; Grades?: string | null; Students: number }[];
}

export const classesApi = {
  list: () => api.post<ClassView[]>('/api/Classes/GetClassList'),
  create: (body: { Name: string; Grade: string; EndTime?: string }) =>
    api.post<ClassView>('/api/Classes/CreateClass', body),
  roster: (OpenId: string) => api.post<RosterEntry[]>('/api/Classes/GetRoster', { OpenId }),
  addStudents: (OpenId: string, Students: string) =>
    api.post<{ Students: NewStudent[] }>('/api/Classes/AddStudents', { OpenId, Students }),
  importStudents: (
    OpenId: string,
    Csv: string,
    Apply: boolean,
    bundle?: { Enrollments: string; Sections: string[]; Classes?: string | null },
  ) =>
    api.post<ImportAnswer>('/api/Classes/ImportStudents', {
      OpenId,
      Csv,
      Apply: Apply ? 1 : 0,
      ...(bundle
        ? {
            Enrollments: bundle.Enrollments,
            Sections: bundle.Sections.join(','),
            ...(bundle.Classes ? { Classes: bundle.Classes } : {}),
          }
        : {}),
    }),
  resetPassword: (OpenId: string, Uid: string, Password?: string) =>
    api.post<{ Password: string }>('/api/Classes/ResetStudentPassword', {
      OpenId,
      Uid,
      ...(Password ? { Password } : {}),
    }),
  removeMember: (OpenId: string, Uid: string) =>
    api.post<null>('/api/Classes/RemoveMember', { OpenId, Uid }),
  signInNames: (Code: string) =>
    api.post<{ Found: boolean; ClassName: string; Usernames: string[] }>(
      '/api/Classes/GetSignInNames',
      { Code },
    ),
  studentSignIn: (Code: string, UserName: string, Password: string) =>
    api.post<unknown>('/api/User/studentSignIn', { Code, UserName, Password }),
  assignments: (OpenId: string) =>
    api.post<Assignment[]>('/api/Classes/GetAssignments', { OpenId }),
  createAssignment: (body: {
    OpenId: string;
    Title: string;
    Prompt: string;
    DueTime: string;
    ChallengeId?: string;
  }) => api.post<Assignment>('/api/Classes/CreateAssignment', body),
  assignableChallenges: (OpenId: string) =>
    api.post<{ List: AssignableChallenge[] }>('/api/Classes/GetAssignableChallenges', { OpenId }),
  submissions: (OpenId: string, State?: string) =>
    api.post<Submission[]>('/api/Classes/GetSubmissions', { OpenId, ...(State ? { State } : {}) }),
  submission: (BookId: string) =>
    api.post<{
      Book: { Title: string; Parts: { PartId: string; Content: unknown }[] };
      Submission: Submission | null;
      Class: { OpenId: string; Name: string; PublicBook?: number } | null;
    }>('/api/Classes/GetSubmission', { BookId }),
  review: (BookId: string, Decision: 'return' | 'approve', Comment: string) =>
    api.post<{ State: string; PublicReview?: boolean }>('/api/Classes/ReviewSubmission', {
      BookId,
      Decision,
      Comment,
    }),
  submitHomework: (BookId: string, AssignmentId?: string) =>
    api.post<unknown>('/api/Classes/SubmitHomework', {
      BookId,
      ...(AssignmentId ? { AssignmentId } : {}),
    }),
  myWork: () => api.post<Submission[]>('/api/Classes/GetMyWork'),
  showcase: (OpenId: string, Code?: string) =>
    api.post<Showcase>('/api/Classes/GetShowcase', { OpenId, ...(Code ? { Code } : {}) }),
  join: (Code: string) => api.post<{ Class: ClassView }>('/api/Classes/JoinClass', { Code }),
  update: (body: {
    OpenId: string;
    Name?: string;
    Grade?: string;
    EndTime?: string;
    ReadOtherBook?: number;
    PublicBook?: number;
  }) => api.post<ClassView>('/api/Classes/UpdateClass', body),
  regenerateCode: (OpenId: string) =>
    api.post<{ Passcode: string }>('/api/Classes/RegenerateCode', { OpenId }),
  leave: (OpenId: string) => api.post<null>('/api/Classes/LeaveClass', { OpenId }),
  inviteTeacher: (OpenId: string, Email: string) =>
    api.post<{ Email: string; Status: string }>('/api/Classes/InviteTeacher', { OpenId, Email }),
  cancelInvitation: (OpenId: string, Email: string) =>
    api.post<null>('/api/Classes/CancelInvitation', { OpenId, Email }),
  myInvitations: () =>
    api.post<{ OpenId: string; ClassName: string; InvitedBy: string }[]>(
      '/api/Classes/GetMyInvitations',
    ),
  acceptInvitation: (OpenId: string) =>
    api.post<ClassView>('/api/Classes/AcceptInvitation', { OpenId }),
  handOver: (OpenId: string, Uid: string) =>
    api.post<ClassView>('/api/Classes/HandOverClass', { OpenId, Uid }),
  pageComments: (BookId: string) =>
    api.post<{ List: PageComment[] }>('/api/Classes/GetPageComments', { BookId }),
  commentPage: (BookId: string, PartId: string, Comment: string) =>
    api.post<{ PartId: string; Comment: string }>('/api/Classes/CommentPage', {
      BookId,
      PartId,
      Comment,
    }),
  compilationChoices: (OpenId: string, Type: CompilationType) =>
    api.post<{ Type: CompilationType; Minimum: number; Stories: CompilationChoice[] }>(
      '/api/Classes/GetCompilationChoices',
      { OpenId, Type },
    ),
  saveCompilation: (body: {
    OpenId: string;
    CompilationId?: string;
    Type: CompilationType;
    Title: string;
    BookIds: string[];
    CoverBookId?: string;
    Background: string;
  }) =>
    api.post<{ CompilationId: string; State: string }>('/api/Classes/SaveCompilation', {
      ...body,
      BookIds: body.BookIds.join(','),
    }),
  compilations: (OpenId: string) =>
    api.post<{ List: CompilationSummary[] }>('/api/Classes/GetCompilations', { OpenId }),
  compilation: (OpenId: string, CompilationId: string) =>
    api.post<CompilationView>('/api/Classes/GetCompilation', { OpenId, CompilationId }),
  deleteCompilation: (OpenId: string, CompilationId: string) =>
    api.post<{ CompilationId: string }>('/api/Classes/DeleteCompilation', {
      OpenId,
      CompilationId,
    }),
  publishCompilation: (OpenId: string, CompilationId: string) =>
    api.post<{ CompilationId: string; State: string }>('/api/Classes/PublishCompilation', {
      OpenId,
      CompilationId,
    }),
};

/** /class-compilation-preview/{openid}/{type}/{id}: a compilation's preview and reader. */
export function compilationPath(openId: string, type: string, compilationId: string): string {
  const e = encodeURIComponent;
  return `/class-compilation-preview/${e(openId)}/${e(type)}/${e(compilationId)}`;
}

/** The plain words of a book part's document (rich text JSON), for the marking view. */
export function wordsOf(content: unknown): string {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') return;
    if (Array.isArray(node)) {
      for (const n of node) walk(n);
      return;
    }
    if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if (o.type === 'text' && typeof o.text === 'string') {
        out.push(o.text);
        return;
      }
      for (const v of Object.values(o)) walk(v);
      if (o.type === 'paragraph' || o.type === 'heading') out.push('\n');
    }
  };
  walk(content);
  return out
    .join('')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** GET /api/Classes/LoginCards/{OpenId}: the class students' login cards as a PDF (teachers). */
export function loginCardsHref(openId: string, language: string): string {
  return `/api/Classes/LoginCards/${encodeURIComponent(openId)}?Language=${language}`;
}
