import { interfaceLanguages, lineText } from '@storyloom/domain';
import { z } from 'zod';

/** Request bodies of the class calls (SPEC §7 "Session and classes", docs/api.md "Classes"). */
export const openIdField = z.string().trim().min(1).max(64);
const flag = z.coerce.number().int().min(0).max(1);

export const classBody = z.object({ OpenId: openIdField });
export const optionalClassBody = z.object({ OpenId: openIdField.optional() }).optional();
export const classFields = {
  // Cleaned (decision 021): no control or bidi character in a class's name.
  Name: lineText(80).pipe(z.string().min(1)),
  Grade: z.string().trim().min(1).max(40),
  EndTime: z.string().trim().max(19).optional(),
  ReadOtherBook: flag.optional(),
  PublicBook: flag.optional(),
};
export const createClassBody = z.object(classFields);
export const updateClassBody = z.object({
  OpenId: openIdField,
  Name: classFields.Name.optional(),
  Grade: classFields.Grade.optional(),
  EndTime: classFields.EndTime,
  ReadOtherBook: classFields.ReadOtherBook,
  PublicBook: classFields.PublicBook,
});
export const addStudentsBody = z.object({ OpenId: openIdField, Students: z.string().max(20_000) });
export const importStudentsBody = z.object({
  OpenId: openIdField,
  Csv: z.string().max(200_000),
  Apply: z.coerce.number().int().min(0).max(1).optional(),
  // A OneRoster 1.1 bundle (decision 059): Csv is its users.csv, this its enrollments.csv.
  Enrollments: z.string().max(400_000).optional(),
  // Its classes.csv (decision 068): the sections' titles and grades; without it, their ids.
  Classes: z.string().max(200_000).optional(),
  // The class sections (classSourcedId) to take, repeated or comma-separated; none: all.
  Sections: z
    .union([z.array(z.string().max(200)).max(50), z.string().max(4000)])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .optional(),
});
export const memberBody = z.object({ OpenId: openIdField, Uid: z.string().trim().min(1).max(64) });
export const resetPasswordBody = memberBody.extend({ Password: z.string().max(16).optional() });
export const codeBody = z.object({ Code: z.string().max(32) });
export const studentSignInBody = z.object({
  Code: z.string().max(32),
  UserName: z.string().trim().min(1).max(40),
  Password: z.string().min(1).max(16),
});
export const assignmentBody = z
  .object({
    OpenId: openIdField,
    // Optional with a challenge (its title then), required for the teacher's own prompt.
    Title: z.string().trim().max(120).optional(),
    Prompt: z.string().max(4000).optional(),
    DueTime: z.string().max(19),
    ChallengeId: z
      .string()
      .trim()
      .regex(/^[\w-]{1,64}$/)
      .optional(),
  })
  .refine((b) => (b.Title ?? '') !== '' || b.ChallengeId !== undefined, {
    path: ['Title'],
    message: 'a title, or a challenge',
  });
export const submissionsBody = z.object({
  OpenId: openIdField,
  State: z.enum(['submitted', 'returned', 'approved']).optional(),
});
export const submitBody = z.object({
  BookId: openIdField,
  AssignmentId: openIdField.optional(),
});
export const bookBody = z.object({ BookId: openIdField });
export const reviewBody = z.object({
  BookId: openIdField,
  Decision: z.enum(['return', 'approve']),
  Comment: z.string().max(4000).optional(),
});
export const showcaseBody = z.object({
  OpenId: openIdField,
  Code: z.string().trim().max(64).optional(),
});
export const joinBody = z.object({ Code: z.string().max(32) });
export const inviteBody = z.object({
  OpenId: openIdField,
  Email: z.string().trim().min(1).max(254),
});
export const cardsParams = z.object({ OpenId: openIdField });
export const cardsQuery = z
  .object({ Language: z.enum(interfaceLanguages).optional() })
  .prefault({});

/** Class compilations (decision 051). */
export const compilationType = z.enum(['comic', 'poetry']);
export const choicesBody = z.object({ OpenId: openIdField, Type: compilationType });
export const compilationBody = z.object({ OpenId: openIdField, CompilationId: openIdField });
// Form-encoded: the stories in order, as repeated fields or one comma-separated field.
const bookIds = z
  .union([z.array(openIdField).max(100), z.string().max(6400)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(openIdField).max(100));
export const saveCompilationBody = z.object({
  OpenId: openIdField,
  CompilationId: openIdField.optional(),
  Type: compilationType,
  Title: lineText(80).pipe(z.string().min(1)),
  BookIds: bookIds,
  CoverBookId: openIdField.optional(),
  Background: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
});
export const compilationPdfParams = z.object({
  OpenId: openIdField,
  CompilationId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

/** A teacher's comment on one page of a submitted story (decision 052); empty removes it. */
export const pageCommentBody = z.object({
  BookId: openIdField,
  PartId: z.string().trim().min(1).max(64),
  Comment: z.string().max(2000),
});
