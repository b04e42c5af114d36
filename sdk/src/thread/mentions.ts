import type { Person } from '@lms/contract';

/** Someone who may be @mentioned: a course member who is neither the writer nor a bot. */
export interface Mentionable {
  id: string;
  firstname: string;
  lastname: string;
}

export function fullName(person: { firstname: string; lastname: string }): string {
  return `${person.firstname} ${person.lastname}`.replace(/\s+/g, ' ').trim();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Part 2 §5: a mention is the user's full name prefixed with @ (any case),
 * not running on into a longer name. Answers the ids mentioned in `text`.
 */
export function mentionedIds(text: string, candidates: readonly Mentionable[]): string[] {
  return candidates
    .filter((person) => {
      const name = fullName(person);
      return name !== '' && new RegExp(`@${escapeRegExp(name).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`, 'iu').test(text);
    })
    .map((person) => person.id);
}

/** The course members one may @mention: never oneself, never a bot (part 2 §5). */
export function mentionCandidates(members: readonly Person[], writerId: string): Person[] {
  return members.filter((person) => person.id !== writerId && !person.bot);
}
