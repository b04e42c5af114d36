import { LmsError, type Clock, type CourseAccess, type Knex, type Logger, type SessionUser } from '@lms/sdk';
import type { Readable } from 'node:stream';
import type { AskBody, ChatInfo, ChatMessage, Passage, PreviewBody } from '../../calls/chatCalls.ts';
import { NOT_FOUND_IN_COURSE, PROVIDER_FAILED } from '../../calls/aiRules.ts';
import { AI_ERRNOS } from '../aiErrnos.ts';
import type { AgentStore } from '../catalogue/AgentStore.ts';
import type { PersonaStore } from '../catalogue/PersonaStore.ts';
import type { CourseAiConfigStore } from '../course/CourseAiConfigStore.ts';
import type { ProviderConfig, ProviderSettingsStore } from '../provider/ProviderSettingsStore.ts';
import { FAILURE_ERRNOS, ModelFailure } from '../provider/AnswerModel.ts';
import { modelFor } from '../provider/modelFor.ts';
import { AnswerStream } from './AnswerStream.ts';
import { keptToPassages, questionMessage, systemPrompt, type PersonaVoice } from './answerPrompt.ts';
import type { ConversationStore, StoredAnswer } from './ConversationStore.ts';
import type { IntegrityGuard } from './IntegrityGuard.ts';
import { quotedAnswer } from './quotedAnswer.ts';
import { numbered, type Retriever, type RetrievalScope } from './Retriever.ts';
import { utcDay, type UsageLedger } from './UsageLedger.ts';

/** Messages of the conversation the model is given before the question. */
const MEMORY = 6;

/** Everything one answer needs, decided before the stream starts. */
interface AnswerPlan {
  question: string;
  scope: RetrievalScope;
  /** The student whose graded work is protected (null: staff, preview). */
  integrity: { courseId: string; userId: string; policy: 'until_due' | 'during_attempt' | 'off' } | null;
  provider: ProviderConfig | null;
  persona: PersonaVoice | null;
  courseTitle: string | null;
  agent: { agentId: string; aliasId: string; optimisedLatency: boolean };
  history: { role: 'user' | 'assistant'; content: string }[];
  /** Where the answer is kept (null: a preview, nothing stored). */
  keep: { courseId: string; userId: string; conversationId: string } | null;
  start: { conversationId: string; questionId: string };
}

export interface ChatDeps {
  db: Knex;
  clock: Clock;
  log: Logger;
  configs: CourseAiConfigStore;
  agents: AgentStore;
  personas: PersonaStore;
  provider: ProviderSettingsStore;
  retriever: Retriever;
  guard: IntegrityGuard;
  conversations: ConversationStore;
  usage: UsageLedger;
  courseTitle(courseId: string): Promise<string | null>;
}

/**
 * The course assistant (issue 27 items 2, 3 and 7): checks what can fail
 * before the answer starts (enabled, caps, the conversation), stores the
 * question, then streams the answer: passages found (visibility in core,
 * integrity here), quoted when no provider is configured, generated from
 * them alone otherwise; the answer, its tokens and cost stored in one
 * transaction at the end.
 */
export class ChatService {
  constructor(private readonly d: ChatDeps) {}

  async info(courseId: string, user: SessionUser, access: CourseAccess): Promise<ChatInfo> {
    const settings = await this.d.configs.settings(courseId);
    const agent = settings.agent_alias_id ? await this.d.agents.find(settings.agent_alias_id) : null;
    const enabled = settings.ai_admin_enable && agent?.published === true;
    const persona = enabled ? await this.d.personas.find(settings.persona_id ?? agent!.persona_id ?? '') : null;
    const capped = enabled && isStudent(access) && settings.daily_message_cap !== null;
    return {
      enabled,
      agent: enabled ? { title: agent!.title, initial_questions: agent!.initial_questions } : null,
      persona: persona?.name ?? null,
      mode: (await this.d.provider.config()) ? 'generated' : 'passages',
      messages_left_today: capped ? Math.max(0, settings.daily_message_cap! - (await this.questionsToday(this.d.db, courseId, user.id))) : null,
    };
  }

  async ask(courseId: string, user: SessionUser, access: CourseAccess, body: AskBody): Promise<Readable> {
    const settings = await this.d.configs.settings(courseId);
    const agent = settings.agent_alias_id ? await this.d.agents.find(settings.agent_alias_id) : null;
    if (!settings.ai_admin_enable || !agent?.published) throw LmsError.declared(AI_ERRNOS, 'ai-disabled');
    const provider = await this.d.provider.config();
    const now = this.d.clock.now();
    if (provider && settings.daily_cost_cap_cents !== null && (await this.d.usage.spentToday(courseId, now)) >= settings.daily_cost_cap_cents) {
      throw LmsError.declared(AI_ERRNOS, 'ai-cost-cap');
    }
    const student = isStudent(access);
    const question = body.question.trim();
    const start = await this.d.db.transaction(async (trx) => {
      // One asker's questions are counted and stored one at a time, so two at once cannot both pass the cap.
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`ai-ask:${courseId}:${user.id}`]);
      if (student && settings.daily_message_cap !== null && (await this.questionsToday(trx, courseId, user.id)) >= settings.daily_message_cap) {
        throw LmsError.declared(AI_ERRNOS, 'ai-message-cap');
      }
      return this.d.conversations.addQuestion(trx, courseId, user.id, body.conversation_id, question);
    });
    const history = body.conversation_id ? (await this.d.conversations.recent(start.conversationId, MEMORY + 1)).filter((m) => m._id !== start.questionId).slice(-MEMORY) : [];
    const personaId = settings.persona_id ?? agent.persona_id;
    return this.stream({
      question,
      scope: { courseId, access, sources: settings.sources },
      integrity: student ? { courseId, userId: user.id, policy: settings.integrity_policy } : null,
      provider,
      persona: personaId ? await this.d.personas.find(personaId) : null,
      courseTitle: await this.d.courseTitle(courseId),
      agent: { agentId: agent.agent_id, aliasId: agent.agent_alias_id, optimisedLatency: agent.optimised_latency },
      history: history.map((m) => ({ role: m.role, content: m.text })),
      keep: { courseId, userId: user.id, conversationId: start.conversationId },
      start,
    });
  }

  /** The administrator's try-out of an agent (issue 27 item 5): as the course's staff would be answered, nothing stored or counted. */
  async preview(alias: string, user: SessionUser, body: PreviewBody): Promise<Readable> {
    const agent = await this.d.agents.find(alias);
    if (!agent) throw new LmsError('not-found', 'Agent not found.');
    const personaId = body.persona_id === undefined ? agent.persona_id : body.persona_id;
    const courseId = body.course_id ?? null;
    const access: CourseAccess | null = courseId ? { courseId, student: false, professor: true, manage: true, edit: true } : null;
    return this.stream({
      question: body.question.trim(),
      scope: { courseId, access, sources: body.sources ?? [] },
      integrity: null,
      provider: await this.d.provider.config(),
      persona: personaId ? await this.d.personas.find(personaId) : null,
      courseTitle: courseId ? await this.d.courseTitle(courseId) : null,
      agent: { agentId: agent.agent_id, aliasId: agent.agent_alias_id, optimisedLatency: agent.optimised_latency },
      history: [],
      keep: null,
      start: { conversationId: `preview-${user.id}`, questionId: 'preview' },
    });
  }

  private stream(plan: AnswerPlan): Readable {
    const out = new AnswerStream();
    void this.answer(plan, out)
      .catch((error: unknown) => {
        this.d.log.error({ err: error }, 'AI answer failed');
        out.send({ type: 'error', errno: 'ai-provider-failed', error: PROVIDER_FAILED });
      })
      .finally(() => out.end());
    return out.body;
  }

  private async answer(plan: AnswerPlan, out: AnswerStream): Promise<void> {
    out.send({ type: 'start', conversation_id: plan.start.conversationId, question_id: plan.start.questionId, mode: plan.provider ? 'generated' : 'passages' });
    const found = await this.d.retriever.candidates(plan.scope, plan.question);
    const verdict = plan.integrity ? await this.d.guard.check(plan.integrity.courseId, plan.integrity.userId, plan.integrity.policy, plan.question, found) : { refusal: null, allowed: found };
    const passages = verdict.refusal ? [] : numbered(verdict.allowed);
    out.send({ type: 'passages', passages });
    if (verdict.refusal) return this.finish(plan, out, refused(verdict.refusal, 'integrity'));
    if (!passages.length) return this.finish(plan, out, refused(NOT_FOUND_IN_COURSE, 'not-found'));
    if (!plan.provider) {
      const pieces = quotedAnswer(passages);
      for (const delta of pieces) out.send({ type: 'text', delta });
      return this.finish(plan, out, { text: pieces.join(''), mode: 'passages', passages, refusal: null, inputTokens: 0, outputTokens: 0 });
    }
    return this.finish(plan, out, await this.generate(plan, passages, out));
  }

  private async generate(plan: AnswerPlan, passages: Passage[], out: AnswerStream): Promise<StoredAnswer> {
    const model = modelFor(plan.provider!);
    const request = {
      system: systemPrompt(plan.courseTitle, plan.persona),
      messages: [...plan.history, { role: 'user' as const, content: questionMessage(plan.question, passages) }],
      signal: out.signal,
      optimisedLatency: plan.agent.optimisedLatency,
      agent: { agentId: plan.agent.agentId, aliasId: plan.agent.aliasId, sessionId: plan.start.conversationId },
    };
    let text = '';
    try {
      const pieces = model.answer(request);
      for (;;) {
        const next = await pieces.next();
        if (next.done) {
          const kept = keptToPassages(text, passages);
          const notFound = kept.text.startsWith(NOT_FOUND_IN_COURSE);
          return {
            text: notFound ? NOT_FOUND_IN_COURSE : kept.text,
            mode: notFound ? 'refused' : 'generated',
            passages: notFound ? [] : kept.cited,
            refusal: notFound ? 'not-found' : null,
            inputTokens: next.value.inputTokens,
            outputTokens: next.value.outputTokens,
          };
        }
        text += next.value;
        out.send({ type: 'text', delta: next.value });
      }
    } catch (error) {
      if (!(error instanceof ModelFailure)) throw error;
      this.d.log.warn({ reason: error.message }, 'AI provider failed');
      // What was streamed before the failure is not kept: the stored answer is the failure's message alone.
      const errno = FAILURE_ERRNOS[error.kind];
      const message = AI_ERRNOS[errno].message;
      out.send({ type: 'error', errno, error: message });
      return { text: message, mode: 'refused', passages: [], refusal: 'provider-error', inputTokens: 0, outputTokens: 0 };
    }
  }

  private async finish(plan: AnswerPlan, out: AnswerStream, answer: StoredAnswer): Promise<void> {
    if (answer.mode === 'refused' && answer.refusal !== 'provider-error') out.send({ type: 'text', delta: answer.text });
    const message = plan.keep ? await this.keep(plan, answer) : previewMessage(answer, this.d.clock.now());
    if (answer.refusal !== 'provider-error') out.send({ type: 'done', message });
  }

  private async keep(plan: AnswerPlan, answer: StoredAnswer): Promise<ChatMessage> {
    const { courseId, userId, conversationId } = plan.keep!;
    const cost = plan.provider ? (answer.inputTokens * plan.provider.inputCentsPerMillion + answer.outputTokens * plan.provider.outputCentsPerMillion) / 1_000_000 : 0;
    return this.d.db.transaction(async (trx) => {
      const message = await this.d.conversations.addAnswer(trx, courseId, userId, conversationId, answer);
      await this.d.usage.record(trx, courseId, this.d.clock.now(), { inputTokens: answer.inputTokens, outputTokens: answer.outputTokens, costCents: cost });
      return message;
    });
  }

  private async questionsToday(db: Knex, courseId: string, userId: string): Promise<number> {
    const since = new Date(`${utcDay(this.d.clock.now())}T00:00:00.000Z`);
    const [row] = (await db('ai_messages').where({ course_id: courseId, user_id: userId, role: 'user' }).andWhere('created_at', '>=', since).count('* as count')) as { count: number | string }[];
    return Number(row?.count ?? 0);
  }
}

const isStudent = (access: CourseAccess) => access.student && !access.professor;

function refused(text: string, reason: string): StoredAnswer {
  return { text, mode: 'refused', passages: [], refusal: reason, inputTokens: 0, outputTokens: 0 };
}

function previewMessage(answer: StoredAnswer, at: Date): ChatMessage {
  return { _id: 'preview', role: 'assistant', text: answer.text, mode: answer.mode, passages: answer.passages, refusal: answer.refusal, flagged: false, created_at: at.toISOString() };
}
