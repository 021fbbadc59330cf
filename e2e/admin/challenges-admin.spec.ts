import { expectNoPageErrors, signedInAs } from '../artwork/support';
import { expect, test } from '../support/fixtures';

/**
 * Issue 19, admin authoring: an admin writes a new challenge in zh, en and es (previewed in
 * Spanish), saves it as a draft no visitor sees, publishes it and finds it on /challenge; adds a
 * lesson to a unit (read on /challenge-unit) and a guide (read on /guides). Screenshots of the
 * screens at 1280 and 390 px. One admin sign-in (a TOTP code cannot be used twice).
 */
const demoPassword = process.env.E2E_DEMO_PASSWORD ?? '';

test('an admin writes a challenge, a lesson and a guide in three languages', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  test.skip(!demoPassword, 'needs the e2e harness (E2E_DEMO_PASSWORD)');
  const tag = Date.now().toString(36);
  const title = `Lighthouse poems ${tag}`;
  const admin = await signedInAs(browser, 'demo-admin');

  await admin.goto('/admin');
  await admin
    .getByRole('region', { name: 'Staff console' })
    .getByTestId('staff-challenges')
    .click();
  await expect(
    admin.getByRole('heading', { name: 'Challenges, lessons and guides', level: 1 }),
  ).toBeVisible();
  await expect(admin.getByTestId('admin-challenge-row').first()).toBeVisible();
  await admin.screenshot({ path: 'e2e/artifacts/admin-challenges-1280.png', fullPage: true });

  // A new challenge, previewed in Spanish, saved as a draft.
  await admin.getByTestId('admin-challenge-new').click();
  await expect(admin.getByRole('heading', { name: 'New challenge', level: 1 })).toBeVisible();
  await admin.getByTestId('admin-challenge-save').click();
  await expect(admin.getByText('Write this in every language.').first()).toBeVisible();
  await admin.getByTestId('admin-challenge-title-zh').fill(`灯塔诗 ${tag}`);
  await admin.getByTestId('admin-challenge-title-en').fill(title);
  await admin.getByTestId('admin-challenge-title-es').fill(`Poemas del faro ${tag}`);
  await admin.getByTestId('admin-challenge-prompt-zh').fill('写一首关于夜里灯塔的诗。');
  await admin
    .getByTestId('admin-challenge-prompt-en')
    .fill('Write a poem about a lighthouse at night.');
  await admin
    .getByTestId('admin-challenge-prompt-es')
    .fill('Escribe un poema sobre un faro de noche.');
  const preview = admin.getByTestId('admin-challenge-preview');
  await preview.getByText('Español').click();
  await expect(preview).toContainText(`Poemas del faro ${tag}`);
  await expect(preview).toContainText('Escribe un poema sobre un faro de noche.');
  await admin.screenshot({ path: 'e2e/artifacts/admin-challenge-1280.png', fullPage: true });
  await admin.getByTestId('admin-challenge-save').click();
  await expect(admin).toHaveURL(/\/admin\/challenge\/challenge-/);
  await expect(admin.getByTestId('admin-challenge-draft-note')).toBeVisible();
  await expect(admin.getByTestId('admin-entries-empty')).toBeVisible();

  const visitorContext = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/challenge');
  await expect(visitor.getByTestId('challenge-card').first()).toBeVisible();
  await expect(visitor.getByText(title)).toHaveCount(0);

  // Published: on /challenge at once.
  await admin.getByTestId('admin-challenge-published').check();
  await admin.getByTestId('admin-challenge-save').click();
  await expect(admin.getByText('Saved.').first()).toBeVisible();
  await expect(admin.getByTestId('admin-challenge-draft-note')).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByTestId('challenge-card').filter({ hasText: title })).toBeVisible();

  // A lesson added to the first unit, read on /challenge-unit.
  await admin.goto('/admin/challenges');
  await admin.getByTestId('tab-units').click();
  await admin.getByTestId('admin-unit').first().getByTestId('lesson-new').click();
  const lesson = admin.getByTestId('lesson-editor');
  const lessonTitle = `Names that sing ${tag}`;
  for (const [lang, text] of [
    [
      'zh',
      [
        '会唱歌的名字',
        '名字能告诉读者很多事。\n\n想想名字的声音。',
        '小雨',
        '给你的角色起个名字。',
      ],
    ],
    [
      'en',
      [
        lessonTitle,
        'A name tells readers a lot.\n\nThink about how a name sounds.',
        'Pip',
        'Name your character.',
      ],
    ],
    [
      'es',
      [
        'Nombres que cantan',
        'Un nombre dice mucho.\n\nPiensa en cómo suena.',
        'Pip',
        'Ponle nombre a tu personaje.',
      ],
    ],
  ] as const) {
    await lesson.getByTestId(`lesson-title-${lang}`).fill(text[0]);
    await lesson.getByTestId(`lesson-text-${lang}`).fill(text[1]);
    await lesson.getByTestId(`lesson-example-${lang}`).fill(text[2]);
    await lesson.getByTestId(`lesson-try-${lang}`).fill(text[3]);
  }
  await lesson.getByTestId('lesson-editor-save').click();
  await expect(lesson).toHaveCount(0);
  await expect(admin.getByTestId('admin-step').filter({ hasText: lessonTitle })).toBeVisible();
  await visitor.goto('/challenge-unit/unit-character');
  await expect(visitor.getByText(lessonTitle)).toBeVisible();
  await expect(visitor.getByText('Think about how a name sounds.')).toBeVisible();

  // A guide, read in the library.
  await admin.getByTestId('tab-guides').click();
  await admin.getByTestId('guide-new').click();
  const guide = admin.getByTestId('guide-editor');
  const guideTitle = `Reading your story aloud ${tag}`;
  await guide.getByTestId('guide-title-zh').fill('把故事读出来');
  await guide.getByTestId('guide-title-en').fill(guideTitle);
  await guide.getByTestId('guide-title-es').fill('Lee tu historia en voz alta');
  await guide.getByTestId('guide-body-zh').fill('大声读，你会听到哪里不顺。');
  await guide.getByTestId('guide-body-en').fill('Read it aloud and you will hear the bumpy parts.');
  await guide.getByTestId('guide-body-es').fill('Léela en voz alta y oirás las partes torpes.');
  await guide.getByTestId('guide-editor-save').click();
  await expect(guide).toHaveCount(0);
  await expect(admin.getByTestId('admin-guide').filter({ hasText: guideTitle })).toBeVisible();
  await visitor.goto('/guides/0');
  await expect(visitor.getByText(guideTitle)).toBeVisible();

  // Phone width.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto('/admin/challenges');
  await expect(admin.getByTestId('admin-challenge-row').first()).toBeVisible();
  await admin.screenshot({ path: 'e2e/artifacts/admin-challenges-390.png', fullPage: true });
  await admin
    .getByTestId('admin-challenge-row')
    .filter({ hasText: title })
    .getByRole('link')
    .click();
  await expect(admin.getByTestId('admin-challenge-form')).toBeVisible();
  await admin.screenshot({ path: 'e2e/artifacts/admin-challenge-390.png', fullPage: true });
  const wide = await admin.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(390);

  expectNoPageErrors(admin);
  await visitorContext.close();
  await admin.context().close();
});
