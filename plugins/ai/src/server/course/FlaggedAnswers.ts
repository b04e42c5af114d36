import type { Knex, PeopleDirectory } from '@lms/sdk';
import type { FlaggedMessage } from '../../calls/courseAiCalls.ts';

/** The answers students of a course flagged as wrong, each with the question it answered (the AI manager's list). */
export class FlaggedAnswers {
  constructor(
    private readonly db: Knex,
    private readonly people: PeopleDirectory,
  ) {}

  async list(courseId: string): Promise<FlaggedMessage[]> {
    const rows = (await this.db('ai_messages as a')
      .where({ 'a.course_id': courseId, 'a.flagged': true })
      .select('a.id', 'a.conversation_id', 'a.user_id', 'a.text', 'a.flag_reason', 'a.flagged_at')
      .select(
        this.db.raw(`(select q.text from ai_messages q where q.conversation_id = a.conversation_id and q.role = 'user' and (q.created_at, q.id) < (a.created_at, a.id)
          order by q.created_at desc, q.id desc limit 1) as question`),
      )
      .orderBy([{ column: 'a.flagged_at', order: 'desc' }, { column: 'a.id', order: 'desc' }])) as { id: string; conversation_id: string; user_id: string; text: string; flag_reason: string | null; flagged_at: Date; question: string | null }[];
    const people = new Map((await this.people.byIds([...new Set(rows.map((row) => row.user_id))])).map((person) => [person.id, person]));
    return rows.map((row) => {
      const person = people.get(row.user_id);
      return {
        message_id: row.id,
        conversation_id: row.conversation_id,
        student: { _id: row.user_id, name: person ? `${person.firstname} ${person.lastname}`.trim() : '' },
        question: row.question ?? '',
        answer: row.text,
        reason: row.flag_reason ?? '',
        flagged_at: new Date(row.flagged_at).toISOString(),
      };
    });
  }
}
