import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test, waitForHydrationAfterGoto } from '../support/fixtures';
import { pictureBox as box, expectWordsClearOfSubject } from '../support/reader';

/**
 * Issue 13 "The reader is immersive": a demo picture book at phone (390x844) and desktop
 * (1280x800) sizes in Chinese, English and Spanish. The book is the first thing on the screen:
 * the page, its words and the page turner are in view without scrolling; the words never sit on
 * the picture's middle; the credits are in "About this book", in the reader's language; nothing
 * scrolls sideways. Screenshots go to e2e/artifacts/reader/ (and are attached to the report).
 */

interface Entry {
  StoryBookId: string;
  Title: string;
  Language: string;
  PartCount: number;
  MembersOnly: boolean;
  ReaderPath: string;
}

const languages = [
  { ui: 'zh', book: 'cn', about: '关于这本书', pictures: '插画：' },
  { ui: 'en', book: 'en', about: 'About this book', pictures: 'Pictures by' },
  { ui: 'es', book: 'es', about: 'Sobre este libro', pictures: 'Ilustraciones de' },
] as const;

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function pictureBooks(request: APIRequestContext, language: string): Promise<Entry[]> {
  const csrf = (
    (await (await request.get('/api/Security/CsrfToken')).json()) as { result: { token: string } }
  ).result.token;
  const response = await request.post('/api/Read/List', {
    headers: { 'x-csrf-token': csrf },
    form: { Type: 'picturebook', Language: language, Sort: 'recent', Limit: '30' },
  });
  const body = (await response.json()) as { code: number; result: { List: Entry[] } };
  expect(body.code).toBe(0);
  return body.result.List.filter((e) => !e.MembersOnly && e.PartCount >= 2);
}

async function readerIn(browser: Browser, ui: string, width: number, height: number) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width, height },
    locale: ui === 'zh' ? 'zh-CN' : ui === 'es' ? 'es-ES' : 'en-US',
  });
  await context.addInitScript((language) => {
    window.localStorage.setItem('sl_lang', language);
  }, ui);
  // A drawn reader answers its buttons once hydrated (decision 071): `goto` waits for it.
  const page = await context.newPage();
  waitForHydrationAfterGoto(page);
  return page;
}

/** The box is wholly inside the first screen. */
async function expectInFirstScreen(page: Page, locator: Locator, what: string) {
  const b = await box(locator);
  const viewport = page.viewportSize();
  expect(b.y, `${what} starts below the top`).toBeGreaterThanOrEqual(0);
  expect(b.y + b.height, `${what} ends inside the first screen`).toBeLessThanOrEqual(
    viewport?.height ?? 0,
  );
}

const dir = join(import.meta.dirname, '..', 'artifacts', 'reader');

for (const language of languages) {
  for (const size of sizes) {
    test(`reader, ${language.ui}, ${size.name}: the book first, words clear of the picture`, async ({
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(60_000);
      const list = await pictureBooks(request, language.book);
      const book = list[0];
      if (!book) throw new Error(`no ${language.book} picture book in the demo`);
      const page = await readerIn(browser, language.ui, size.width, size.height);
      await page.goto(book.ReaderPath);
      await expect(page.getByTestId('reader-cover')).toBeVisible();
      await page.getByTestId('reader-next').click();
      const shown = page.getByTestId('reader-page');
      await expect(shown).toBeVisible();
      await expect(page.getByTestId('page-picture')).toBeVisible();
      await page.waitForFunction(() =>
        [...document.images].every((img) => img.complete && img.naturalWidth > 0),
      );

      await expectInFirstScreen(page, shown, 'the page');
      await expectInFirstScreen(page, page.getByTestId('page-words'), 'the words');
      await expectInFirstScreen(page, page.getByTestId('reader-next'), 'the next-page button');
      await expectInFirstScreen(page, page.getByTestId('reader-previous'), 'the previous button');
      await expectWordsClearOfSubject(page);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);

      mkdirSync(dir, { recursive: true });
      const file = join(dir, `reader-${language.ui}-${size.name}.png`);
      await page.screenshot({ path: file });
      await testInfo.attach(`reader-${language.ui}-${size.name}`, {
        path: file,
        contentType: 'image/png',
      });

      // Licence and attribution: in "About this book", in the reader's language.
      await page.getByRole('button', { name: language.about }).click();
      const about = page.getByRole('dialog', { name: language.about });
      await expect(about.getByTestId('reader-credits')).toContainText(language.pictures);
      await page.context().close();
    });
  }
}
