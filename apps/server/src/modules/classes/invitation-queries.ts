import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db/index';
import type { ClassInvitationTable } from '../../db/tables/classes';

export type InvitationRow = Selectable<ClassInvitationTable>;

/** Co-teacher invitations (decision 038). */
export async function invitationsOfClass(db: DB, classId: string): Promise<InvitationRow[]> {
  return db
    .selectFrom('class_invitations')
    .selectAll()
    .where('class_id', '=', classId)
    .orderBy('created_at', 'asc')
    .execute();
}

export async function invitationsForEmail(db: DB, emailLower: string) {
  return db
    .selectFrom('class_invitations as i')
    .innerJoin('classes as c', 'c.id', 'i.class_id')
    .select(['c.open_id', 'c.name', 'i.invited_by', 'i.created_at'])
    .where('i.email_lower', '=', emailLower)
    .orderBy('i.created_at', 'asc')
    .execute();
}

export async function invitationOf(
  db: DB,
  classId: string,
  emailLower: string,
): Promise<InvitationRow | undefined> {
  return db
    .selectFrom('class_invitations')
    .selectAll()
    .where('class_id', '=', classId)
    .where('email_lower', '=', emailLower)
    .executeTakeFirst();
}

export async function insertInvitation(db: DB, row: Insertable<ClassInvitationTable>) {
  await db.insertInto('class_invitations').values(row).execute();
}

export async function deleteInvitation(db: DB, classId: string, emailLower: string) {
  const res = await db
    .deleteFrom('class_invitations')
    .where('class_id', '=', classId)
    .where('email_lower', '=', emailLower)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
