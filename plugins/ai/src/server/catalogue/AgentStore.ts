import { LmsError, type Clock, type Knex } from '@lms/sdk';
import type { Agent, AgentBody, InitialQuestion } from '../../calls/agentCalls.ts';
import { AGENT_ALIAS_REQUIRED, TITLE_MAX_LENGTH } from '../../calls/aiRules.ts';
import { AI_ERRNOS } from '../aiErrnos.ts';

interface AgentRow {
  agent_alias_id: string;
  agent_id: string;
  title: string;
  optimised_latency: boolean;
  initial_questions: InitialQuestion[] | string;
  persona_id: string | null;
  published: boolean;
  updated_at: Date;
}

const toAgent = (row: AgentRow): Agent => ({
  agent_alias_id: row.agent_alias_id,
  agent_id: row.agent_id,
  title: row.title,
  optimised_latency: row.optimised_latency,
  initial_questions: typeof row.initial_questions === 'string' ? (JSON.parse(row.initial_questions) as InitialQuestion[]) : row.initial_questions,
  persona_id: row.persona_id,
  published: row.published,
  updated_at: new Date(row.updated_at).toISOString(),
});

/** Agents (part 3 §3 AI agent, issue 27 item 5, aichat), keyed by their alias id. */
export class AgentStore {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<Agent[]> {
    return ((await this.db('ai_agents').orderBy([{ column: 'title' }, { column: 'agent_alias_id' }])) as AgentRow[]).map(toAgent);
  }

  async find(alias: string, db: Knex = this.db): Promise<Agent | null> {
    const row = (await db('ai_agents').where({ agent_alias_id: alias }).first()) as AgentRow | undefined;
    return row ? toAgent(row) : null;
  }

  /** Part 3 §5: an agent alias needs an alias id and a title (the body's schema checks the title). */
  async save(alias: string, body: AgentBody): Promise<Agent> {
    const aliasId = alias.trim();
    if (!aliasId || aliasId.length > TITLE_MAX_LENGTH) throw LmsError.validation([{ field: 'agent_alias_id', message: AGENT_ALIAS_REQUIRED }]);
    const personaId = body.persona_id ?? null;
    return this.db.transaction(async (trx) => {
      if (personaId && !(await trx('ai_personas').where({ id: personaId }).first())) throw LmsError.declared(AI_ERRNOS, 'ai-unknown-persona');
      const values = {
        agent_id: body.agent_id?.trim() ?? '',
        title: body.title.trim(),
        optimised_latency: body.optimised_latency ?? false,
        initial_questions: JSON.stringify((body.initial_questions ?? []).map((q) => ({ title: q.title.trim(), question: q.question.trim() }))),
        persona_id: personaId,
        published: body.published ?? false,
        updated_at: this.clock.now(),
      };
      const [row] = (await trx('ai_agents').insert({ agent_alias_id: aliasId, ...values }).onConflict('agent_alias_id').merge(values).returning('*')) as AgentRow[];
      return toAgent(row!);
    });
  }

  async remove(alias: string): Promise<void> {
    await this.db.transaction(async (trx) => {
      if (!(await trx('ai_agents').where({ agent_alias_id: alias }).first())) throw new LmsError('not-found', 'Agent not found.');
      if (await trx('ai_course_configs').where({ agent_alias_id: alias }).first()) throw LmsError.declared(AI_ERRNOS, 'ai-agent-in-use');
      await trx('ai_agents').where({ agent_alias_id: alias }).delete();
    });
  }
}
