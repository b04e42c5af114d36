import { expect, type Browser } from './journey.ts';
import { logIn } from './demo.ts';

/** The link of the newest mail to `to` whose subject matches, read as the demo administrator in /dev/mailbox (the test mail sink); its path. */
export async function linkFromMailbox(browser: Browser, to: string, subject: RegExp, linkPath: RegExp): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await logIn(admin, 'admin@demo.lms');
  await admin.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  await admin.getByRole('link', { name: subject }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const href = await admin.getByRole('link', { name: linkPath }).first().getAttribute('href');
  await context.close();
  expect(href).toMatch(linkPath);
  return new URL(href!).pathname;
}
