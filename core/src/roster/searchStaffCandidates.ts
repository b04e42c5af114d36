import type { Knex } from 'knex';
import { STAFF_SEARCH_LIMIT, type StaffCandidate } from '@lms/contract/calls/rosterCalls.ts';

/** `like` text with its wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Professor accounts (users.instructor: instructors, assistants, program and
 * site administrators) whose first name, last name, full name or email holds
 * every word of `search`, any case; students are never answered, so their
 * emails never reach the picker. One more than the limit is read to say `more`.
 */
export async function searchStaffCandidates(db: Knex, search: string): Promise<{ people: StaffCandidate[]; more: boolean }> {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const query = db('users as u').where('u.instructor', true).whereNot('u.account_type', 'bot');
  for (const word of words) {
    const pattern = `%${literal(word)}%`;
    query.where((match) =>
      match.whereRaw("lower(u.firstname || ' ' || u.lastname) like ?", [pattern]).orWhereRaw('lower(u.email) like ?', [pattern]),
    );
  }
  const rows = (await query
    .orderByRaw('lower(u.lastname), lower(u.firstname), u.id')
    .limit(STAFF_SEARCH_LIMIT + 1)
    .select('u.id', 'u.email', 'u.firstname', 'u.lastname')) as { id: string; email: string; firstname: string; lastname: string }[];
  return {
    people: rows.slice(0, STAFF_SEARCH_LIMIT).map((row) => ({ id: row.id, email: row.email, display_name: `${row.firstname} ${row.lastname}`.trim() })),
    more: rows.length > STAFF_SEARCH_LIMIT,
  };
}
