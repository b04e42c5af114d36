import type { TestKernel } from '@lms/sdk/testing';
import type { MailboxMessage } from '../../src/index.ts';

/** The token of a link to `path` (e.g. '/validate/') in a mail's text; fails the test when there is none. */
export function tokenIn(mail: MailboxMessage | undefined, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, '\\/')}([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!match) throw new Error(`No ${path} link in ${JSON.stringify(mail?.text)}`);
  return match[1]!;
}

/** Label bundle fields for the test server's host (127.0.0.1); the rest keep their defaults. */
export async function setBundle(tk: TestKernel, bundle: Record<string, unknown>): Promise<void> {
  await tk.kernel.knex('label_bundles')
    .insert({ host: '127.0.0.1', bundle: JSON.stringify(bundle), theme: JSON.stringify({}) })
    .onConflict('host')
    .merge();
}

export async function clearBundle(tk: TestKernel): Promise<void> {
  await tk.kernel.knex('label_bundles').where({ host: '127.0.0.1' }).delete();
}

let counter = 0;
/** A fresh address per call, so tests never collide. */
export function freshEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@test.example`;
}

export const STRONG = 'Strong-passw0rd!';

/** A complete student registration payload. */
export function studentPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'Ada', surname: 'Lovelace', email: freshEmail('student'), password1: STRONG, password2: STRONG, ...overrides };
}

/** A complete professor registration payload. */
export function professorPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Grace',
    surname: 'Hopper',
    email: freshEmail('professor'),
    phone: '+1 555 123 4567',
    password1: STRONG,
    password2: STRONG,
    role: 'Professor of Mathematics',
    university: 'State University',
    professorTick: true,
    toc: true,
    ...overrides,
  };
}
