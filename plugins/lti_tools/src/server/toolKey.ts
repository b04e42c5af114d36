import { createPublicKey } from 'node:crypto';

/** Whether `pem` is an RSA public key (the only kind an RS256 tool signs with). */
export function isRsaPublicKeyPem(pem: string): boolean {
  try {
    return createPublicKey({ key: pem, format: 'pem' }).asymmetricKeyType === 'rsa';
  } catch {
    return false;
  }
}
