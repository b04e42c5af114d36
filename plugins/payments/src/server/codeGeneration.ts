import { randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '../schemas/paymentCode.ts';

/** A fresh code in its stored form: 16 characters drawn uniformly, with crypto randomness, from the code alphabet. */
export function randomCode(): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
