import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SecretBox } from '@lms/contract/keys.ts';

const VERSION = 'v1.';
const NONCE = 12;
const TAG = 16;

/**
 * AES-256-GCM under the master key: `v1.` + base64url(nonce | tag | ciphertext).
 * The key may be given as a function, read at the first seal or open: an installation
 * whose master key is missing then fails where a secret is used, not on every call whose
 * services merely include a SecretBox (a course page asking whether an AI service is set).
 */
export function aesSecretBox(key: Buffer | (() => Buffer)): SecretBox {
  let loaded: Buffer | undefined;
  const masterKeyOf = (): Buffer => {
    if (!loaded) {
      const masterKey = typeof key === 'function' ? key() : key;
      if (masterKey.length !== 32) throw new Error('The master key must be 32 bytes');
      loaded = masterKey;
    }
    return loaded;
  };
  if (typeof key !== 'function') masterKeyOf();
  return {
    seal(plain) {
      const masterKey = masterKeyOf();
      const nonce = randomBytes(NONCE);
      const cipher = createCipheriv('aes-256-gcm', masterKey, nonce);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      if (!sealed.startsWith(VERSION)) throw new Error('Not a sealed value of a known version');
      const masterKey = masterKeyOf();
      const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64url');
      if (bytes.length < NONCE + TAG) throw new Error('The sealed value is damaged or was sealed with another key');
      try {
        const decipher = createDecipheriv('aes-256-gcm', masterKey, bytes.subarray(0, NONCE));
        decipher.setAuthTag(bytes.subarray(NONCE, NONCE + TAG));
        return Buffer.concat([decipher.update(bytes.subarray(NONCE + TAG)), decipher.final()]).toString('utf8');
      } catch {
        throw new Error('The sealed value is damaged or was sealed with another key');
      }
    },
  };
}
