import { z } from 'zod';

/** Request bodies of the plan calls (SPEC §7 "Plan", docs/api.md "Plans"). */
export const openIdField = z.string().trim().min(1).max(64);

export const planBody = z.object({ OpenId: openIdField });
export const inviteBody = z.object({
  OpenId: openIdField,
  Email: z.string().trim().min(1).max(254),
});
export const inviteIdBody = z.object({
  OpenId: openIdField,
  InviteId: z.string().trim().min(1).max(64),
});
export const memberBody = z.object({ OpenId: openIdField, Uid: z.string().trim().min(1).max(64) });
export const classBody = z.object({
  OpenId: openIdField,
  ClassId: z.string().trim().min(1).max(64),
});
export const countBody = z.object({
  OpenId: openIdField,
  Count: z.coerce.number().int().min(1).max(200).default(1),
});
export const acceptBody = z
  .object({
    Code: z.string().trim().min(1).max(100).optional(),
    InviteId: z.string().trim().min(1).max(64).optional(),
  })
  .refine((b) => Boolean(b.Code || b.InviteId), { message: 'Code or InviteId' });
export const trialBody = z.object({
  Kind: z.enum(['individual', 'family']).default('individual'),
});
export const checkTrialBody = z.object({ Email: z.string().trim().max(254).optional() });

/** SPEC §5 school order form: every field required. */
const field = z.string().trim().min(1).max(200);
export const schoolInformationBody = z.object({
  SchoolName: field,
  Country: field,
  Address: field,
  City: field,
  State: field,
  Zip: z.string().trim().min(1).max(20),
  Phone: z.string().trim().min(3).max(40),
  FirstName: field,
  LastName: field,
  JobTitle: field,
  SchoolEmail: z.string().trim().email().max(254),
  HeardFrom: field,
});
export type SchoolInformation = z.infer<typeof schoolInformationBody>;
