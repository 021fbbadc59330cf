import { isPayChannel, PayChannel, payoutMethods, printSizes, shopRules } from '@storyloom/domain';
import { z } from 'zod';

/** Request bodies of the art shop's calls (docs/api.md, "Art shop"). */
const openId = z.string().trim().min(1).max(64);

export const listingBody = z.object({
  WorkId: openId,
  Enabled: z.boolean(),
  Prints: z
    .array(
      z.object({
        Size: z.string().trim().max(20),
        PriceCents: z.number().finite(),
      }),
    )
    .max(printSizes.length),
});

export const settingsBody = z.object({
  ShopName: z
    .string()
    .max(shopRules.shopNameMax * 4)
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(shopRules.shopNameMax)),
  PayoutMethod: z.enum(['', ...payoutMethods]).default(''),
  PayoutDetail: z.string().max(shopRules.payoutDetailMax).default(''),
  Holiday: z.boolean().default(false),
});

export const worksBody = z.object({
  Page: z.coerce.number().int().min(1).max(10_000).default(1),
  Slug: z.string().trim().min(1).max(80).optional(),
});

export const workBody = z.object({ WorkId: openId });

export const buyBody = z.object({
  WorkId: openId,
  Size: z.enum(printSizes),
  Quantity: z.coerce.number().int().min(1).max(shopRules.maxQuantity),
  /** Checked by the shared shipping rule (decision 047), its problems under `Address.*`. */
  Address: z.unknown(),
  PayChannel: z.coerce
    .number()
    .int()
    .refine((n) => isPayChannel(n) && n !== PayChannel.PURCHASE_ORDER, {
      message: 'PayChannel is 0 or 8',
    })
    .default(PayChannel.CARD),
  RequestKey: z.string().trim().max(100).optional(),
});
