import { expect, type Page } from '@playwright/test';

/** The demo installation's shared password (host/src/demo/demoAccounts.ts). */
export const DEMO_PASSWORD = 'LearnDemo-2026';

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page).toHaveURL(/\/list$/);
}
