import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { axeFor } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * Issue 21, the console's safety screen (decision 034): an admin adds a blocked word, the
 * try-out box flags it, and removing it is asked first. SAFETY_SHOTS=<dir> also writes the
 * screen at 1280 and 390 px wide in en, zh and es.
 */
const demoPassword = process.env.E2E_DEMO_PASSWORD ?? '';
const shots = process.env.SAFETY_SHOTS ?? '';

test('an admin adds a blocked word, sees the pre-screen flag it, removes it, reads the statistics and the health', async ({
  browser,
}) => {
  // Screenshots (SAFETY_SHOTS) reload the screens twelve times: give them the time.
  test.setTimeout(shots ? 600_000 : 90_000);
  test.skip(!demoPassword, 'needs the e2e harness (E2E_DEMO_PASSWORD)');
  const admin = await signedInAs(browser, 'demo-admin');
  await admin.goto('/admin');
  await admin.getByRole('region', { name: 'Staff console' }).getByTestId('staff-safety').click();
  await expect(
    admin.getByRole('heading', { name: 'Pre-screen and blocked words', level: 1 }),
  ).toBeVisible();

  const word = `glimwort${Date.now() % 100000}`;
  await admin.getByLabel('New word or phrase').fill(word.toUpperCase());
  await admin.getByLabel('New word or phrase').press('Enter');
  await expect(admin.getByTestId('safety-word').filter({ hasText: word })).toBeVisible();

  await admin
    .getByLabel('Text to check')
    .fill(`A ${word} grew by the path. Mail me: a@example.com`);
  await admin.getByRole('button', { name: 'Check the text' }).click();
  const result = admin.getByTestId('safety-try-result');
  await expect(result).toContainText(`Listed word: ${word}`);
  await expect(result).toContainText('Email: a@example.com');

  // Turning a check off is asked first; cancelling keeps the saved settings.
  await admin.getByLabel('Email', { exact: true }).uncheck();
  await admin.getByRole('button', { name: 'Save settings' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText('The pre-screen will flag less');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await admin.getByLabel('Email', { exact: true }).check();
  await expect(admin.getByRole('button', { name: 'Save settings' })).toBeDisabled();

  if (shots) {
    for (const language of ['en', 'zh', 'es']) {
      await admin.evaluate((lang) => window.localStorage.setItem('sl_lang', lang), language);
      for (const width of [1280, 390]) {
        await admin.setViewportSize({ width, height: 900 });
        await admin.reload();
        await expect(admin.getByTestId('safety-word').first()).toBeVisible();
        await admin.screenshot({
          path: `${shots}/safety-${language}-${width}.png`,
          fullPage: true,
        });
      }
    }
    await admin.evaluate(() => window.localStorage.setItem('sl_lang', 'en'));
    await admin.setViewportSize({ width: 1280, height: 720 });
    await admin.reload();
  }

  await admin.getByRole('button', { name: `Remove “${word}”` }).click();
  const ask = admin.getByRole('dialog', { name: 'Are you sure?' });
  await expect(ask).toContainText(word);
  await ask.getByTestId('safety-confirm').click();
  await expect(admin.getByTestId('safety-word').filter({ hasText: word })).toHaveCount(0);

  await admin.goto('/admin/audit');
  await expect(
    admin.getByTestId('audit-line').filter({ hasText: 'blocked_word.remove' }).first(),
  ).toContainText(word);

  // The statistics screen: charts, the table of days, and the CSV link for the chosen period.
  await admin.goto('/admin/statistics');
  await expect(admin.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
  await expect(admin.getByTestId('statistics-chart-PageViews')).toBeVisible();
  // Mantine charts (decision 066): a named figure, described by its total and busiest day, whose
  // chart takes the keyboard (Tab, then the arrow keys walk the days in the tooltip).
  const views = admin.getByRole('figure', { name: 'Page views' });
  await expect(views).toHaveAccessibleDescription(/^Page views: .* in total; the busiest day was/);
  await expect(views.locator('.recharts-surface')).toBeVisible();
  await views.locator('[tabindex="0"]').first().focus();
  await admin.keyboard.press('ArrowRight');
  await expect(views.locator('.recharts-tooltip-wrapper')).toContainText('Page views');
  await expect(admin.getByTestId('statistics-table').locator('tbody tr')).toHaveCount(30);
  await admin.getByText('7 days', { exact: true }).click();
  await expect(admin.getByTestId('statistics-table').locator('tbody tr')).toHaveCount(7);
  await expect(admin.getByTestId('statistics-csv')).toHaveAttribute(
    'href',
    '/api/Admin/StatisticsCsv?Days=7',
  );
  const csv = await admin.request.get('/api/Admin/StatisticsCsv?Days=7');
  expect(csv.headers()['content-type']).toContain('text/csv');
  // The charts screen passes axe (colour contrast included) in English and Chinese, and at
  // 390 px nothing scrolls sideways.
  for (const language of ['en', 'zh']) {
    await admin.evaluate((lang) => window.localStorage.setItem('sl_lang', lang), language);
    await admin.reload();
    await expect(
      admin.getByTestId('statistics-chart-ActiveWriters').locator('.recharts-surface'),
    ).toBeVisible();
    const { violations } = await axeFor(admin)
      .options({ resultTypes: ['violations'] })
      .analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `axe on /admin/statistics (${language})`,
    ).toEqual([]);
  }
  await admin.setViewportSize({ width: 390, height: 900 });
  await expect(
    admin.getByTestId('statistics-chart-PageViews').locator('.recharts-surface'),
  ).toBeVisible();
  // The charts follow their box's width (recharts' ResponsiveContainer, a ResizeObserver) a frame
  // or more after the viewport narrows: CI once measured them still at the old width. Wait until
  // the page settles; it must end up no wider than 390 px.
  await expect
    .poll(() => admin.evaluate(() => document.documentElement.scrollWidth), {
      message: 'the statistics page scrolls sideways at 390 px',
    })
    .toBeLessThanOrEqual(390);
  await admin.evaluate(() => window.localStorage.setItem('sl_lang', 'en'));
  await admin.setViewportSize({ width: 1280, height: 720 });
  if (shots) {
    for (const language of ['en', 'zh', 'es']) {
      await admin.evaluate((lang) => window.localStorage.setItem('sl_lang', lang), language);
      for (const width of [1280, 390]) {
        await admin.setViewportSize({ width, height: 900 });
        await admin.reload();
        await expect(admin.getByTestId('statistics-chart-PageViews')).toBeVisible();
        await admin.screenshot({
          path: `${shots}/statistics-${language}-${width}.png`,
          fullPage: true,
        });
      }
    }
  }

  // The health screen: the ledger adds up, the database, storage and version are shown.
  await admin.evaluate(() => window.localStorage.setItem('sl_lang', 'en'));
  await admin.setViewportSize({ width: 1280, height: 720 });
  await admin.goto('/admin/health');
  await expect(admin.getByRole('heading', { name: 'Health', level: 1 })).toBeVisible();
  await expect(admin.getByTestId('health-ledger')).toContainText('entries checked');
  await expect(admin.getByTestId('health-database')).toContainText('sqlite');
  await expect(admin.getByTestId('health-version')).toContainText('Storyloom');
  if (shots) {
    for (const language of ['en', 'zh', 'es']) {
      await admin.evaluate((lang) => window.localStorage.setItem('sl_lang', lang), language);
      for (const width of [1280, 390]) {
        await admin.setViewportSize({ width, height: 900 });
        await admin.reload();
        await expect(admin.getByTestId('health-ledger')).toBeVisible();
        await admin.screenshot({
          path: `${shots}/health-${language}-${width}.png`,
          fullPage: true,
        });
      }
    }
  }
  expectNoPageErrors(admin);
  await admin.context().close();
});
