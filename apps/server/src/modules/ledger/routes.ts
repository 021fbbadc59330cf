import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { limitedPerWriter } from '../../http/limits';
import { requireStaff, requireUser } from '../../http/session';
import { newId } from '../../platform/ids';
import { defineRecurring, registerJobs } from '../../platform/jobs/index';
import { userInfoParts } from '../user/index';
import { ledgerHealth } from './health';
import { ledgerHistory } from './history';
import { resolvePdfBook } from './pdf-books';
import { pdfPurchaseHooks } from './pdf-hooks';
import { balancesOf, bookReferralRewards, buyPdf, ledgerContext, redeemTicket } from './service';
import { monthlyTopUpJob, topUpAllMembers } from './top-up';

const pageBody = z
  .object({
    Page: z.coerce.number().int().min(1).max(100_000).default(1),
    PageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .default({ Page: 1, PageSize: 20 });

const redeemBody = z
  .object({
    /** Optional client-made id: a retried request redeems once. */
    RequestId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
  })
  .default({});

const pdfBody = z.object({ BookId: z.string().trim().min(1).max(64) });

const hourMs = 60 * 60 * 1000;

// GetUserInfo's Crown and Ticket come from the ledger (referral rewards booked first).
userInfoParts.push(async (db, userId, now) => {
  await bookReferralRewards({ db, clock: { now: () => now } }, userId);
  const balances = await balancesOf(db, userId);
  return { Crown: balances.crowns, Ticket: balances.tickets };
});

/** SPEC §7 YourStuff crowns and tickets, the redeem call, and the staff health view. */
export default async function ledgerRoutes(app: FastifyInstance): Promise<void> {
  registerJobs(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  defineRecurring(
    app,
    {
      name: monthlyTopUpJob,
      everyMs: hourMs,
      keyFor: (now) => `topup:${Math.floor(now / hourMs)}`,
    },
    {
      name: monthlyTopUpJob,
      handler: async () => {
        await topUpAllMembers(ledgerContext(app));
      },
    },
  );

  r.post(
    '/api/YourStuff/CrownsList',
    { schema: { body: pageBody }, ...limitedPerWriter(120) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { Page, PageSize } = request.body;
      return ok(await ledgerHistory(ledgerContext(app), user.id, 'crown', Page, PageSize));
    },
  );

  r.post(
    '/api/YourStuff/TicketList',
    { schema: { body: pageBody }, ...limitedPerWriter(120) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const { Page, PageSize } = request.body;
      return ok(await ledgerHistory(ledgerContext(app), user.id, 'ticket', Page, PageSize));
    },
  );

  /** Redeem 70 crowns for 1 review ticket (docs/api.md). */
  r.post(
    '/api/YourStuff/RedeemTicket',
    { schema: { body: redeemBody }, ...limitedPerWriter(60) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const key = request.body.RequestId ?? newId(app.clock.now());
      const result = await redeemTicket(ledgerContext(app), user.id, key);
      return ok({
        Crown: result.crowns,
        Ticket: result.tickets,
        RedeemedThisMonth: result.redeemedThisMonth,
      });
    },
  );

  /** 200 crowns buy a book's PDF download (docs/api.md); the book files module makes the file. */
  r.post(
    '/api/YourStuff/BuyPdf',
    { schema: { body: pdfBody }, ...limitedPerWriter(30) },
    async (request, reply) => {
      const user = await requireUser(request, reply);
      const book = await resolvePdfBook(app.db, user.id, request.body.BookId);
      for (const check of pdfPurchaseHooks.check) await check(app.db, user.id, book.openId);
      const result = await buyPdf(ledgerContext(app), user.id, book);
      let fileId: string | null = null;
      for (const bought of pdfPurchaseHooks.bought)
        fileId = (await bought(app.db, user.id, book.openId)) ?? fileId;
      return ok({
        Crown: result.crowns,
        Ticket: result.tickets,
        AlreadyOwned: result.alreadyOwned,
        FileId: fileId,
      });
    },
  );

  /** Staff: the ledger invariants over the whole database. */
  r.get('/api/Admin/LedgerHealth', async (request) => {
    await requireStaff(request, 'moderator');
    return ok(await ledgerHealth(app.db, app.clock.now()));
  });
}
