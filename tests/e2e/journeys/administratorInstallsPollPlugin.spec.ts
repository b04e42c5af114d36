import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '../support/journey.ts';
import { expectAccessible } from '../support/accessibility.ts';
import { logIn } from '../support/demo.ts';
import { openLessonInAuthorMode } from '../support/authorMode.ts';

const EXAMPLE = fileURLToPath(new URL('../../../examples/poll', import.meta.url));

/** The poll example built by its own script and packed by npm, as its author would hand it to a site. */
function packPollExample(): { name: string; buffer: Buffer } {
  const destination = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-poll-package-'));
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: EXAMPLE });
  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--pack-destination', destination, '--json', '--ignore-scripts'], { cwd: EXAMPLE, encoding: 'utf8' })) as [{ filename: string }];
  const file = path.join(destination, packed.filename);
  const buffer = fs.readFileSync(file);
  fs.rmSync(destination, { recursive: true, force: true });
  return { name: packed.filename, buffer };
}

async function openPoll(page: Page, email: string) {
  await logIn(page, email);
  await page.getByRole('link', { name: /Demo Course: Learning on the Platform/ }).click();
  await page.getByRole('link', { name: 'Planning ahead', exact: true }).first().click();
  await page.getByRole('link', { name: 'Class poll' }).click();
  await expect(page.getByRole('group', { name: 'Tea or coffee?' })).toBeVisible();
}

test('an administrator installs the poll plugin from its package, an instructor adds a poll, students answer live', async ({ browser }) => {
  // Two restarts of the server and four browsers: minutes on a busy machine.
  test.setTimeout(420_000);
  const pollPackage = packPollExample();
  const admin = await (await browser.newContext()).newPage();
  await logIn(admin, 'admin@demo.lms');
  await admin.getByRole('link', { name: 'Administration' }).first().click();
  await admin.getByRole('main').getByRole('link', { name: 'Plugins', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Plugins' })).toBeVisible();
  await expectAccessible(admin, 'plugins screen');

  // A file that is not a package is refused with the reason.
  await admin.getByLabel('Plugin package (.tgz)').setInputFiles({ name: 'notes.tgz', mimeType: 'application/gzip', buffer: Buffer.from('not a package') });
  await admin.getByRole('button', { name: 'Read package' }).click();
  await expect(admin.getByRole('alert')).toHaveText('This is not an npm package archive (.tgz made by npm pack).');

  // Before installing: what it declares it will reach.
  await admin.getByLabel('Plugin package (.tgz)').setInputFiles({ name: pollPackage.name, mimeType: 'application/gzip', buffer: pollPackage.buffer });
  await admin.getByRole('button', { name: 'Read package' }).click();
  await expect(admin.getByRole('heading', { name: 'lms-plugin-poll 1.0.0' })).toBeVisible();
  const reach = admin.locator('.plugin-review .plugin-reach');
  await expect(reach).toContainText('poll_votes');
  await expect(reach).toContainText('components, grading');
  await expect(reach).toContainText('only under /server/poll/');
  await expectAccessible(admin, 'plugin review');
  await admin.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(admin.getByText('lms-plugin-poll 1.0.0 is installed and running. Reload the page to use its screens.')).toBeVisible({ timeout: 90_000 });
  await expect(admin.getByRole('heading', { name: /lms-plugin-poll 1\.0\.0\s*Enabled/ })).toBeVisible();

  // 390 px wide: nothing wider than the screen.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.reload();
  await expect(admin.getByRole('heading', { name: /lms-plugin-poll 1\.0\.0\s*Enabled/ })).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(admin, 'plugins screen at 390 px');

  // The instructor's editor lists the new type: its web part came from the site at run time.
  const instructor = await (await browser.newContext()).newPage();
  await logIn(instructor, 'instructor@demo.lms');
  await instructor.getByRole('link', { name: /Demo Course: Learning on the Platform/ }).click();
  await openLessonInAuthorMode(instructor, 'Planning ahead');
  await instructor.getByRole('link', { name: 'New page from a component' }).click();
  await instructor.getByLabel('Page title').fill('Class poll');
  await instructor.getByRole('button', { name: /^Poll/ }).click();
  const content = instructor.getByRole('region', { name: 'Content' });
  await content.getByLabel('Question').fill('Tea or coffee?');
  await content.getByLabel('Options (one per line)').fill('Tea\nCoffee');
  await instructor.getByRole('button', { name: 'Save' }).click();
  await expect(instructor.getByText('Component updated')).toBeVisible();

  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await openPoll(first, 'student1@demo.lms');
  await openPoll(second, 'student2@demo.lms');
  await first.getByRole('radio', { name: 'Tea' }).check();
  await first.getByRole('button', { name: 'Answer' }).click();
  await expect(first.getByRole('list', { name: 'Results' })).toContainText('Tea: 1 answer');
  await expectAccessible(first, 'poll');
  await second.getByRole('radio', { name: 'Coffee' }).check();
  await second.getByRole('button', { name: 'Answer' }).click();
  // The first student's page redraws as the second answers.
  await expect(first.getByRole('list', { name: 'Results' })).toContainText('Coffee: 1 answer');

  // Disabled, then removed with its tables.
  await admin.getByRole('button', { name: 'Disable lms-plugin-poll' }).click();
  await expect(admin.getByText('lms-plugin-poll is disabled. Reload the page to see the change.')).toBeVisible({ timeout: 90_000 });
  await admin.getByRole('button', { name: 'Remove lms-plugin-poll' }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Remove lms-plugin-poll?' });
  await dialog.getByLabel('Drop them').check();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(admin.getByText('lms-plugin-poll is removed with its tables. Reload the page to see the change.')).toBeVisible({ timeout: 90_000 });
  await expect(admin.getByText('No plugin has been installed from a package yet.')).toBeVisible();
});
