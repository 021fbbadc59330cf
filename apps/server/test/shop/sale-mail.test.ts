import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { outbox, signedIn } from '../helpers/factories';
import { deliver, paymentsApp, signedEvent } from '../payments/helpers';
import { address, artistWithWorks, asJson } from './helpers';

/**
 * Decision 061: the artist is e-mailed about a sale (work, size, quantity, earning) in their
 * language, once however often the webhook comes, and never learns who bought it or where it goes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await paymentsApp();
});
afterAll(() => t.close());

async function sell(language: 'es' | 'zh' | 'en') {
  const artist = await artistWithWorks(t, 1);
  await t.app.db
    .updateTable('users')
    .set({ language })
    .where('id', '=', artist.user.row.id)
    .execute();
  const work = artist.works[0] as string;
  const listed = await artist.client.post('/api/ArtShop/SaveListing', {
    WorkId: work,
    Enabled: true,
    Prints: [{ Size: 'a3', PriceCents: 3900 }],
  });
  expect(listed.body.code, JSON.stringify(listed.body)).toBe(0);
  const buyer = await signedIn(t, { accountType: 0, isParent: true, birthday: '1985-04-04' });
  const client = asJson(buyer.client);
  const bought = await client.post<{ OrderNo: string }>('/api/ArtShop/Buy', {
    WorkId: work,
    Size: 'a3',
    Quantity: 2,
    Address: address,
    PayChannel: 0,
  });
  expect(bought.body.code, JSON.stringify(bought.body)).toBe(0);
  const session = await client.post<{ id: string }>('/api/Pay/MakePaySession', {
    id: bought.body.result.OrderNo,
  });
  return { artist, buyer, ref: session.body.result.id, orderNo: bought.body.result.OrderNo };
}

const mailsTo = async (email: string | null) =>
  (await outbox(t)).filter((m) => m.to.includes(email ?? '-'));

describe('the artist hears of a sale', () => {
  it('one e-mail in the artist’s language, with the work and earning, never the buyer', async () => {
    const { artist, buyer, ref, orderNo } = await sell('es');
    const paid = signedEvent(t, ref, 'paid');
    const first = await Promise.all(
      Array.from({ length: 4 }, () => deliver(t, paid.raw, paid.signature)),
    );
    for (let i = 0; i < 3; i++) first.push(await deliver(t, paid.raw, paid.signature));
    expect(first.every((r) => r.statusCode === 200)).toBe(true);

    const mails = await mailsTo(artist.user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe('Vendiste una lámina de «Moon harbour 1»');
    expect(mail?.text).toContain('Obra: Moon harbour 1');
    expect(mail?.text).toContain('Tamaño: A3 (29.7 × 42 cm)');
    expect(mail?.text).toContain('Cantidad: 2');
    expect(mail?.text).toContain('Tus ganancias: US$39.00');
    expect(mail?.text).toContain(`Pedido: ${orderNo}`);
    expect(mail?.text).toContain('/yourstuff-earnings-history');
    // Nothing of the buyer: name, username, e-mail, address.
    for (const part of [mail?.text, mail?.html, mail?.subject]) {
      expect(part).not.toMatch(/Ana|García|Harbour Lane|Portland|97201/);
      expect(part).not.toContain(buyer.user.username);
      expect(part).not.toContain(buyer.user.email ?? '-');
    }
  });

  it('in Chinese for a zh artist', async () => {
    const { artist, ref } = await sell('zh');
    const paid = signedEvent(t, ref, 'paid');
    await deliver(t, paid.raw, paid.signature);
    const mails = await mailsTo(artist.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['你卖出了一张《Moon harbour 1》的印刷品']);
    expect(mails[0]?.text).toContain('你的收入: US$39.00');
  });

  it('no e-mail for a payment that failed', async () => {
    const { artist, ref } = await sell('en');
    const failed = signedEvent(t, ref, 'failed');
    await deliver(t, failed.raw, failed.signature);
    expect(await mailsTo(artist.user.email)).toHaveLength(0);
  });
});
