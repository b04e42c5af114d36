import { CODE_ALPHABET, CODE_GROUP_LENGTH, CODE_GROUPS } from '../../schemas/paymentCode.ts';

/** Part 1 §5 "Access or payment code" as typed: four boxes of 4 characters, upper-cased, from the code alphabet. */
const ALLOWED = new RegExp(`[${CODE_ALPHABET}]`, 'g');

export type CodeGroups = readonly string[];

export const EMPTY_CODE: CodeGroups = Array.from({ length: CODE_GROUPS }, () => '');

/** What typing or pasting leaves: upper-cased, only the allowed characters, in order. */
export function codeCharacters(text: string): string {
  return (text.toUpperCase().match(ALLOWED) ?? []).join('');
}

/**
 * `characters` written from box `start` on, each box taking 4; what does not
 * fit is dropped. Boxes before `start` keep what they hold.
 */
export function fillGroups(groups: CodeGroups, start: number, characters: string): string[] {
  const next = [...groups];
  let rest = characters;
  for (let index = start; index < CODE_GROUPS && rest !== ''; index += 1) {
    next[index] = rest.slice(0, CODE_GROUP_LENGTH);
    rest = rest.slice(CODE_GROUP_LENGTH);
  }
  return next;
}

export function isCodeComplete(groups: CodeGroups): boolean {
  return groups.length === CODE_GROUPS && groups.every((group) => group.length === CODE_GROUP_LENGTH);
}

/** The code as POST payment/code/ takes it: XXXX-XXXX-XXXX-XXXX. */
export function joinCode(groups: CodeGroups): string {
  return groups.join('-');
}
