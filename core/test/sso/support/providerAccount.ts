import { randomBytes } from 'node:crypto';
import type { TestAccount } from './testProvider.ts';

/** A person the test provider has never seen (a fresh subject and email), with these changes. */
export function providerAccount(changes: Partial<TestAccount> = {}): TestAccount {
  const id = randomBytes(4).toString('hex');
  return { sub: `sub-${id}`, email: `person-${id}@idp.example`, email_verified: true, given_name: 'Robin', family_name: 'Moss', ...changes };
}
