/**
 * Part 1 §5 "Access or payment code": four groups of 4 characters, upper-cased;
 * letters without I and O, digits without 0 (nothing to confuse with 1 and 0).
 */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ123456789';
export const CODE_GROUPS = 4;
export const CODE_GROUP_LENGTH = 4;
export const CODE_LENGTH = CODE_GROUPS * CODE_GROUP_LENGTH;

const STORED_CODE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/** The stored form of what a person typed (any case, with or without dashes and spaces), or null when it is no code. */
export function normaliseCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return STORED_CODE.test(code) ? code : null;
}

/** 'ABCDEFGHJKLMNPQR' as 'ABCD-EFGH-JKLM-NPQR'. */
export function displayCode(code: string): string {
  return code.match(new RegExp(`.{1,${CODE_GROUP_LENGTH}}`, 'g'))!.join('-');
}
