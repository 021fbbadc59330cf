import type { DB } from '../../../db/index';
import { saveSchoolInformationRow, schoolInformationOf } from '../queries';
import { type SchoolInformation, schoolInformationBody } from '../schemas';

/** GET /api/plan/getLastSchoolInformation: the caller's last school form, or null. */
export async function lastSchoolInformation(
  db: DB,
  userId: string,
): Promise<SchoolInformation | null> {
  const row = await schoolInformationOf(db, userId);
  if (!row) return null;
  try {
    const parsed = schoolInformationBody.safeParse(JSON.parse(row.fields));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function saveSchoolInformation(
  db: DB,
  userId: string,
  fields: SchoolInformation,
  now: number,
): Promise<void> {
  await saveSchoolInformationRow(db, userId, JSON.stringify(fields), now);
}
