import { LmsError, type Clock, type IdGenerator, type Knex } from '@lms/sdk';
import type { AnswerMode, ChatMessage, ConversationSummary, Passage } from '../../calls/chatCalls.ts';

interface MessageRow {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  mode: AnswerMode | null;
  passages: Passage[] | string;
  refusal: string | null;
  flagged: boolean;
  created_at: Date;
}

export const toMessage = (row: MessageRow): ChatMessage => ({
  _id: row.id,
  role: row.role,
  text: row.text,
  mode: row.mode,
  passages: typeof row.passages === 'string' ? (JSON.parse(row.passages) as Passage[]) : row.passages,
  refusal: row.refusal,
  flagged: row.flagged,
  created_at: new Date(row.created_at).toISOString(),
});

/** What an answer stores. */
export interface StoredAnswer {
  text: string;
  mode: AnswerMode;
  passages: Passage[];
  refusal: string | null;
  inputTokens: number;
  outputTokens: number;
}

const TITLE_LENGTH = 80;

/** Students' conversations with the course assistant and their messages (history per course, flags). */
export class ConversationStore {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  /** The caller's conversation in the course (404 for anyone else's), or a new one titled by the question; the question stored in it. In `trx`. */
  async addQuestion(trx: Knex, courseId: string, userId: string, conversationId: string | undefined, question: string): Promise<{ conversationId: string; questionId: string }> {
    const now = this.clock.now();
    let id = conversationId;
    if (id) {
      const updated = await trx('ai_conversations').where({ id, course_id: courseId, user_id: userId }).update({ updated_at: now });
      if (!updated) throw new LmsError('not-found', 'Conversation not found.');
    } else {
      id = this.ids.newId();
      const title = question.replace(/\s+/g, ' ').trim();
      await trx('ai_conversations').insert({ id, course_id: courseId, user_id: userId, title: title.length > TITLE_LENGTH ? `${title.slice(0, TITLE_LENGTH - 1)}…` : title, created_at: now, updated_at: now });
    }
    const questionId = this.ids.newId();
    await trx('ai_messages').insert({ id: questionId, conversation_id: id, course_id: courseId, user_id: userId, role: 'user', text: question, passages: '[]', created_at: now });
    return { conversationId: id, questionId };
  }

  async addAnswer(trx: Knex, courseId: string, userId: string, conversationId: string, answer: StoredAnswer): Promise<ChatMessage> {
    const now = this.clock.now();
    const [row] = (await trx('ai_messages')
      .insert({
        id: this.ids.newId(),
        conversation_id: conversationId,
        course_id: courseId,
        user_id: userId,
        role: 'assistant',
        text: answer.text,
        mode: answer.mode,
        passages: JSON.stringify(answer.passages),
        refusal: answer.refusal,
        input_tokens: answer.inputTokens,
        output_tokens: answer.outputTokens,
        created_at: now,
      })
      .returning('*')) as MessageRow[];
    await trx('ai_conversations').where({ id: conversationId }).update({ updated_at: now });
    return toMessage(row!);
  }

  /** The last messages of a conversation, oldest first (the model's memory of it). */
  async recent(conversationId: string, count: number): Promise<ChatMessage[]> {
    const rows = (await this.db('ai_messages').where({ conversation_id: conversationId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(count)) as MessageRow[];
    return rows.reverse().map(toMessage);
  }

  async list(courseId: string, userId: string): Promise<ConversationSummary[]> {
    const rows = (await this.db('ai_conversations as c')
      .where({ 'c.course_id': courseId, 'c.user_id': userId })
      .select('c.id', 'c.title', 'c.updated_at', this.db.raw('(select count(*) from ai_messages m where m.conversation_id = c.id) as messages'))
      .orderBy([{ column: 'c.updated_at', order: 'desc' }, { column: 'c.id', order: 'desc' }])) as { id: string; title: string; updated_at: Date; messages: number | string }[];
    return rows.map((row) => ({ _id: row.id, title: row.title, updated_at: new Date(row.updated_at).toISOString(), messages: Number(row.messages) }));
  }

  async get(courseId: string, userId: string, conversationId: string): Promise<{ _id: string; title: string; messages: ChatMessage[] }> {
    const conversation = (await this.db('ai_conversations').where({ id: conversationId, course_id: courseId, user_id: userId }).first('id', 'title')) as { id: string; title: string } | undefined;
    if (!conversation) throw new LmsError('not-found', 'Conversation not found.');
    const rows = (await this.db('ai_messages').where({ conversation_id: conversationId }).orderBy([{ column: 'created_at' }, { column: 'id' }])) as MessageRow[];
    return { _id: conversation.id, title: conversation.title, messages: rows.map(toMessage) };
  }

  /** Flags one of the assistant's answers to this user in this course. */
  async flag(courseId: string, userId: string, messageId: string, reason: string): Promise<ChatMessage> {
    const [row] = (await this.db('ai_messages')
      .where({ id: messageId, course_id: courseId, user_id: userId, role: 'assistant' })
      .update({ flagged: true, flag_reason: reason.trim(), flagged_at: this.clock.now() })
      .returning('*')) as MessageRow[];
    if (!row) throw new LmsError('not-found', 'Message not found.');
    return toMessage(row);
  }
}
