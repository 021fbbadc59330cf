import type { Kysely } from 'kysely';

/**
 * Decision 068: a challenge assigned without a title of the teacher's own keeps no title (each
 * reader sees the challenge's title in their language). Before, the challenge's title in the
 * teacher's language was stored; such a title (equal to the challenge's title in any of its
 * languages) is cleared. A title the teacher typed differs and stays.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the schema as it was, untyped.
export async function up(db: Kysely<any>): Promise<void> {
  for (const row of await assigned(db)) {
    if (titlesOf(row.title_json).includes(row.title)) {
      await db
        .updateTable('class_assignments')
        .set({ title: '' })
        .where('id', '=', row.id)
        .execute();
    }
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const row of await assigned(db)) {
    if (row.title !== '') continue;
    const json = parse(row.title_json);
    const title = String(json.en ?? titlesOf(row.title_json)[0] ?? 'Challenge assignment');
    await db
      .updateTable('class_assignments')
      .set({ title: title.slice(0, 120) })
      .where('id', '=', row.id)
      .execute();
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
async function assigned(db: Kysely<any>) {
  return (await db
    .selectFrom('class_assignments as a')
    .innerJoin('challenges as c', 'c.open_id', 'a.challenge_id')
    .select(['a.id as id', 'a.title as title', 'c.title_json as title_json'])
    .execute()) as { id: string; title: string; title_json: string }[];
}

function parse(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function titlesOf(text: string): string[] {
  return Object.values(parse(text))
    .filter((v): v is string => typeof v === 'string')
    .flatMap((v) => [v.slice(0, 120), v.replace(/\s+/g, ' ').trim().slice(0, 120)]);
}
