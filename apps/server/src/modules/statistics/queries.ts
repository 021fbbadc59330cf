import { sql } from 'kysely';
import type { DB } from '../../db/index';
import type { PageViewTable, ShareVisitTable } from '../../db/tables/statistics';

export async function insertPageView(db: DB, row: PageViewTable): Promise<void> {
  await db.insertInto('page_views').values(row).execute();
}

export async function insertShareVisit(db: DB, row: ShareVisitTable): Promise<void> {
  await db.insertInto('share_visits').values(row).execute();
}

export async function countPageViews(db: DB, routeName?: string): Promise<number> {
  let query = db.selectFrom('page_views').select((eb) => eb.fn.countAll<number>().as('n'));
  if (routeName) query = query.where('route_name', '=', routeName);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

const dayMs = 86_400_000;
/** The UTC day number of an epoch-millisecond column (integer division in both dialects). */
const dayOf = (column: string) => sql<number>`(${sql.ref(column)} / ${sql.lit(dayMs)})`;

export interface DayCount {
  day: number;
  n: number;
}

function counts(rows: { day: unknown; n: unknown }[]): DayCount[] {
  return rows.map((r) => ({ day: Number(r.day), n: Number(r.n) }));
}

/** Route views per UTC day in [from, to). */
export async function pageViewsByDay(db: DB, from: number, to: number): Promise<DayCount[]> {
  const rows = await db
    .selectFrom('page_views')
    .select([dayOf('created_at').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy(dayOf('created_at'))
    .execute();
  return counts(rows);
}

/** Accounts made per UTC day (erased ones too: they signed up). */
export async function signUpsByDay(db: DB, from: number, to: number): Promise<DayCount[]> {
  const rows = await db
    .selectFrom('users')
    .select([dayOf('created_at').as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .groupBy(dayOf('created_at'))
    .execute();
  return counts(rows);
}

/** Books started per UTC day, and books published per UTC day (by their publication time). */
export async function booksByDay(
  db: DB,
  column: 'created_at' | 'published_at',
  from: number,
  to: number,
): Promise<DayCount[]> {
  const rows = await db
    .selectFrom('books')
    .select([dayOf(column).as('day'), (eb) => eb.fn.countAll<number>().as('n')])
    .where(column, '>=', from)
    .where(column, '<', to)
    .groupBy(dayOf(column))
    .execute();
  return counts(rows);
}

/** Distinct signed-in people who opened one of `routeNames` (the editors) per UTC day. */
export async function activeUsersByDay(
  db: DB,
  routeNames: readonly string[],
  from: number,
  to: number,
): Promise<DayCount[]> {
  const rows = await db
    .selectFrom('page_views')
    .select([
      dayOf('created_at').as('day'),
      (eb) => eb.fn.count<number>('user_id').distinct().as('n'),
    ])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('user_id', 'is not', null)
    .where('route_name', 'in', [...routeNames])
    .groupBy(dayOf('created_at'))
    .execute();
  return counts(rows);
}
