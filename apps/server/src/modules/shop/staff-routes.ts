import { lineText } from '@storyloom/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { perWriter } from '../../http/limits';
import { requireStaff } from '../../http/session';
import {
  correctPayout,
  payoutsOf,
  recordPayout,
  setSharePercent,
  shopsOverview,
  shopsPageSize,
} from './service/staff';

const slug = z.string().trim().min(1).max(80);
const shareBody = z.object({
  Slug: slug,
  SharePercent: z.number().int().min(0).max(100),
});
const payoutBody = z.object({
  Slug: slug,
  /** US cents, more than 0; at most 100,000.00 US$ at once. */
  AmountCents: z.number().int().min(1).max(10_000_000),
  /** The transfer's id at PayPal or the bank, so the payout can be found again. */
  Reference: lineText(80).pipe(z.string().min(1)),
});

const listBody = z
  .object({
    Page: z.number().int().min(1).max(100_000).default(1),
    PageSize: z.number().int().min(1).max(100).default(shopsPageSize),
    /** A piece of the artist's display name or username. */
    Query: lineText(80).default(''),
  })
  .default({ Page: 1, PageSize: shopsPageSize, Query: '' });
const payoutsBody = z.object({ Slug: slug });
const correctionBody = z.object({
  Slug: slug,
  PayoutId: z.string().trim().min(1).max(64),
  /** What really went out in this payout, US cents (0: nothing did). */
  PaidCents: z.number().int().min(0).max(10_000_000),
  /** Why: kept in the ledger, the audit log and shown to the artist. */
  Reason: lineText(200).pipe(z.string().min(3)),
});

/**
 * The art shop's staff calls (decision 061; docs/api.md "Art shop"): admins with the second
 * factor, as the other money screens. Shares, payouts and their corrections are audited.
 */
export default async function shopStaffRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/Admin/ArtShops',
    { schema: { body: listBody }, config: perWriter(240) },
    async (req) => {
      await requireStaff(req, 'admin');
      return ok(await shopsOverview(app.db, req.body));
    },
  );

  r.post(
    '/api/Admin/ArtShopPayouts',
    { schema: { body: payoutsBody }, config: perWriter(240) },
    async (req) => {
      await requireStaff(req, 'admin');
      return ok(await payoutsOf(app.db, req.body.Slug));
    },
  );

  r.post(
    '/api/Admin/ArtShopPayoutCorrection',
    { schema: { body: correctionBody }, config: perWriter(60) },
    async (req) => {
      const staff = await requireStaff(req, 'admin');
      return ok(await correctPayout(app.db, staff.id, req.body, app.clock.now()));
    },
  );

  r.post(
    '/api/Admin/ArtShopShare',
    { schema: { body: shareBody }, config: perWriter(60) },
    async (req) => {
      const staff = await requireStaff(req, 'admin');
      return ok(await setSharePercent(app.db, staff.id, req.body, app.clock.now()));
    },
  );

  r.post(
    '/api/Admin/ArtShopPayout',
    { schema: { body: payoutBody }, config: perWriter(60) },
    async (req) => {
      const staff = await requireStaff(req, 'admin');
      return ok(await recordPayout(app.db, staff.id, req.body, app.clock.now()));
    },
  );
}
