import { cleanLine, cleanText, interfaceLanguages, isValidEmail } from '@storyloom/domain';
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

/** Texts are cleaned before they are checked or kept (decision 021). */
const line = (max: number, min = 1) =>
  z
    .string()
    .max(max * 4)
    .transform(cleanLine)
    .pipe(z.string().min(min).max(max));

/** SavePlanMember / SavePlanTeacher: the manager's label for a person (empty clears it). */
export const labelBody = z.object({
  OpenId: openIdField,
  Uid: z.string().trim().min(1).max(64),
  Label: line(40, 0).default(''),
});

/** DistrictEmail: the district contact form (SPEC §9: a district plan for 200 or more). */
export const districtBody = z.object({
  Name: line(100),
  Email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => isValidEmail(v), 'Incorrect email format!'),
  District: line(200),
  Accounts: z.coerce.number().int().min(200).max(1_000_000),
  Phone: line(40, 0).default(''),
  Message: z
    .string()
    .max(8000)
    .transform((v) => cleanText(v, { multiline: true }).trim())
    .pipe(z.string().max(2000))
    .default(''),
  Language: z.enum(interfaceLanguages).default('en'),
});
export type DistrictInput = z.infer<typeof districtBody>;

export const districtListBody = z
  .object({ Cursor: z.string().trim().min(1).max(100).optional() })
  .prefault({});
