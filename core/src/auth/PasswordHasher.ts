import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 exports Algorithm as an ambient const enum, which is `{}` under
// isolatedModules at run time; 2 is Argon2id.
const ARGON2ID = 2;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export class PasswordHasher {
  /** A hash of a throwaway password, verified against when the account does not exist so timing gives nothing away. */
  private decoy: Promise<string> | null = null;

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    if (!passwordHash) {
      this.decoy ??= this.hash('decoy-password-for-timing');
      await verify(await this.decoy, password).catch(() => false);
      return false;
    }
    return verify(passwordHash, password).catch(() => false);
  }
}
