import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';

const shots = process.env.PAY_SHOTS ?? 'e2e/artifacts';

/**
 * Issue 19, decision 062: an admin adds a unit, moves it up with the keyboard, deletes it after
 * the confirmation; screenshots of the units list in English and Spanish at 1280 and 390 px.
 */
test('an admin reorders and deletes a unit', async ({ browser }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const name = `Dialogue ${tag}`;
  const admin = await signedInAs(browser, 'demo-admin');
  await admin.goto('/admin/challenges');
  await admin.getByTestId('tab-units').click();
  await admin.getByTestId('unit-new').click();
  await admin.getByTestId('unit-title-zh').fill(`对话 ${tag}`);
  await admin.getByTestId('unit-title-en').fill(name);
  await admin.getByTestId('unit-title-es').fill(`Diálogo ${tag}`);
  await admin.getByTestId('unit-summary-zh').fill('人物怎样说话。');
  await admin.getByTestId('unit-summary-en').fill('How characters talk.');
  await admin.getByTestId('unit-summary-es').fill('Cómo hablan los personajes.');
  await admin.getByTestId('unit-editor-save').click();
  const unit = admin.getByTestId('admin-unit').filter({ hasText: name });
  await expect(unit).toBeVisible();
  // New units go last: it cannot move down; moved up with the keyboard.
  await expect(unit.getByRole('button', { name: `Move “${name}” down` })).toBeDisabled();
  const before = await admin.getByTestId('admin-unit').count();
  await unit.getByRole('button', { name: `Move “${name}” up` }).focus();
  await admin.keyboard.press('Enter');
  await expect(admin.getByTestId('admin-unit').nth(before - 2)).toContainText(name);
  await expect(unit.getByRole('button', { name: `Move “${name}” down` })).toBeEnabled();

  for (const language of ['en', 'es']) {
    await admin.evaluate((lang) => window.localStorage.setItem('sl_lang', lang), language);
    for (const width of [1280, 390]) {
      await admin.setViewportSize({ width, height: 900 });
      await admin.reload();
      await admin.getByTestId('tab-units').click();
      await expect(admin.getByTestId('admin-unit').first()).toBeVisible();
      await admin.screenshot({
        path: `${shots}/admin-units-${language}-${width}.png`,
        fullPage: true,
      });
    }
  }
  await admin.evaluate(() => window.localStorage.setItem('sl_lang', 'en'));
  await admin.setViewportSize({ width: 1280, height: 720 });
  await admin.reload();
  await admin.getByTestId('tab-units').click();

  await unit.getByRole('button', { name: `Delete “${name}”` }).click();
  const ask = admin.getByRole('dialog');
  await expect(ask).toContainText(`“${name}” and its 0 lessons and quizzes will be deleted.`);
  await admin.screenshot({ path: `${shots}/admin-units-delete.png` });
  await admin.getByTestId('arrange-confirm').click();
  await expect(admin.getByTestId('admin-unit').filter({ hasText: name })).toHaveCount(0);

  await admin.goto('/admin/audit');
  await expect(
    admin.getByTestId('audit-line').filter({ hasText: 'challenge-unit.delete' }).first(),
  ).toBeVisible();
  expectNoPageErrors(admin);
  await admin.context().close();
});
