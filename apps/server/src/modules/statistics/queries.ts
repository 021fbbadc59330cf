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
