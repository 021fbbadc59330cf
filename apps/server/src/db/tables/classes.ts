/**
 * Classes (issue 18, decision 027). Conventions of guides/data-layer.md: text ids made by the
 * application, epoch-ms times, 0/1 flags.
 */

export interface ClassTable {
  id: string;
  /** SPEC §3 Class.OpenId: the public id in /class/{id} and the class screens. */
  open_id: string;
  /** SPEC §3 Passcode: 6 characters of PRODUCT.md's alphabet, stored upper case. */
  passcode: string;
  /** The share link's access code (/class/{openId}?code=). */
  access_code: string;
  name: string;
  grade: string;
  /** SPEC §3 EndTime: a date, optionally followed by a time; '' for none. */
  end_time: string;
  read_other_book: number;
  public_book: number;
  /** The primary teacher (roster role PRIMARY). */
  teacher_id: string;
  /** The school plan the class's students join (the teacher's, when the class was made). */
  plan_open_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface ClassMemberTable {
  class_id: string;
  user_id: string;
  /** PRIMARY | TEACHER | STUDENT */
  role: string;
  /** The student's name as the teacher typed it: only the class's teachers ever see it. */
  name: string;
  /** The four digits the teacher gave a class student (for the login cards); null otherwise. */
  init_password: string | null;
  joined_at: number;
}

export interface ClassAssignmentTable {
  id: string;
  open_id: string;
  class_id: string;
  title: string;
  prompt: string;
  /** SPEC §5: a due date, optionally followed by a time. */
  due_time: string;
  /** A challenge's public id (decision 059), or null: the teacher's own prompt. */
  challenge_id: string | null;
  created_by: string;
  created_at: number;
}

export interface ClassSubmissionTable {
  /** One row per book: its latest submission to the teacher. */
  book_id: string;
  class_id: string;
  assignment_id: string | null;
  student_id: string;
  /** submitted | returned | approved */
  state: string;
  /** The teacher's comment on the whole book. */
  comment: string;
  submitted_at: number;
  reviewed_at: number | null;
  reviewed_by: string | null;
}

/** A co-teacher invited by email, "Waiting for user" until they accept (decision 038). */
export interface ClassInvitationTable {
  class_id: string;
  email_lower: string;
  invited_by: string;
  created_at: number;
}

/**
 * A class compilation (decision 051): a class book of at least 5 approved comics or 5 approved
 * poems by the class's students, in the teacher's order, with a title and a cover.
 */
export interface ClassCompilationTable {
  id: string;
  open_id: string;
  class_id: string;
  /** comic | poetry: one type a book (SPEC §5 "5 comics or 5 poems"). */
  type: string;
  title: string;
  /** The chosen story whose cover picture is the compilation's (null: the colour alone). */
  cover_book_id: string | null;
  background: string;
  /** draft | published */
  state: string;
  created_by: string;
  created_at: number;
  updated_at: number;
  published_at: number | null;
  /** The PDF made by a job after publishing: none | queued | ready | failed. */
  pdf_state: string;
  pdf_key: string | null;
  pdf_pages: number | null;
}

export interface ClassCompilationItemTable {
  compilation_id: string;
  book_id: string;
  position: number;
}

/** A teacher's comment on one page (part) of a submitted story (decision 052). */
export interface ClassPageCommentTable {
  book_id: string;
  part_key: string;
  comment: string;
  author_id: string;
  updated_at: number;
}

export interface ClassTables {
  classes: ClassTable;
  class_members: ClassMemberTable;
  class_assignments: ClassAssignmentTable;
  class_submissions: ClassSubmissionTable;
  class_invitations: ClassInvitationTable;
  class_compilations: ClassCompilationTable;
  class_compilation_items: ClassCompilationItemTable;
  class_page_comments: ClassPageCommentTable;
}
