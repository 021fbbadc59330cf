import type { ColumnType } from 'kysely';

/**
 * Plans and membership (issue 16, decision 024). Conventions of guides/data-layer.md: text ids
 * made by the application, epoch-ms times, 0/1 flags.
 */

export interface PlanTable {
  id: string;
  /** SPEC §3 Plan.openId: the public id in /family-plan/{id} and /educator-plan/{id}. */
  open_id: string;
  /** individual | family | school (SPEC §3 Type is derived: family 0, school 1). */
  kind: string;
  manager_id: string | null;
  /** Seats: 1 individual, 2-5 family, the bought count for a school plan. */
  max_member: number;
  /** "1" school free trial, "trial" individual or family free trial, "" paid. */
  category: string;
  /** The plan ends at exactly this time (epoch ms, UTC). */
  expires_at: number;
  created_at: number;
  updated_at: number;
}

export interface PlanMemberTable {
  plan_id: string;
  user_id: string;
  /** manager | member | teacher | student */
  role: string;
  joined_at: number;
  /** The manager's own label for this person, seen only by the manager (decision 036). */
  label: ColumnType<string, string | undefined, string>;
}

export interface PlanInvitationTable {
  id: string;
  open_id: string;
  plan_id: string;
  email: string;
  /** mailboxOf(email): who may accept it. */
  mailbox: string;
  role: string;
  /** SHA-256 of the emailed token. */
  token_hash: string;
  invited_by: string;
  expires_at: number;
  accepted_at: number | null;
  created_at: number;
}

/** Every fulfilment of an order, keyed by its idempotency key (`order:<id>`). */
export interface PlanGrantTable {
  key: string;
  plan_id: string;
  user_id: string;
  item: string;
  members: number;
  expires_at: number;
  created_at: number;
}

/** One free trial per mailbox (PRODUCT.md: once per person). */
export interface FreeTrialTable {
  mailbox: string;
  user_id: string;
  plan_id: string;
  kind: string;
  started_at: number;
}

/** The school information form (SPEC §5), the latest per user. */
export interface SchoolInformationTable {
  user_id: string;
  /** JSON text of the form's fields, validated in the service. */
  fields: string;
  updated_at: number;
}

/** The district contact form (/become-member?showdistrict=1): stored, emailed, listed for admins. */
export interface DistrictRequestTable {
  id: string;
  open_id: string;
  /** The signed-in sender, or null for a visitor. */
  user_id: string | null;
  name: string;
  email: string;
  district: string;
  accounts: number;
  phone: string;
  message: string;
  language: string;
  created_at: number;
}

export interface PlanTables {
  plans: PlanTable;
  plan_members: PlanMemberTable;
  plan_invitations: PlanInvitationTable;
  plan_grants: PlanGrantTable;
  free_trials: FreeTrialTable;
  school_information: SchoolInformationTable;
  district_requests: DistrictRequestTable;
}
