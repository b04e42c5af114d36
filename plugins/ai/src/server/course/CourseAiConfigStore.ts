import { LmsError, type Clock, type Knex } from '@lms/sdk';
import type { CourseAgentBody, CourseAiConfig } from '../../calls/courseAiCalls.ts';
import type { IntegrityPolicy } from '../../calls/aiRules.ts';
import { AI_ERRNOS } from '../aiErrnos.ts';

interface ConfigRow {
  course_id: string;
  ai_admin_enable: boolean;
  agent_alias_id: string | null;
  persona_id: string | null;
  integrity_policy: IntegrityPolicy;
  daily_message_cap: number | null;
  daily_cost_cap_cents: number | null;
}

/** A course's AI configuration as the assistant uses it. */
export type CourseAiSettings = Omit<CourseAiConfig, 'provider_configured'>;

/** Each course's AI configuration and sources (issue 27 item 6; POST ai-course-agent). */
export class CourseAiConfigStore {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  async settings(courseId: string, db: Knex = this.db): Promise<CourseAiSettings> {
    const row = (await db('ai_course_configs').where({ course_id: courseId }).first()) as ConfigRow | undefined;
    const sources = (await db('ai_course_sources').where({ course_id: courseId }).orderBy('source_uuid').pluck('source_uuid')) as string[];
    return {
      course_id: courseId,
      ai_admin_enable: row?.ai_admin_enable ?? false,
      agent_alias_id: row?.agent_alias_id ?? null,
      persona_id: row?.persona_id ?? null,
      sources,
      integrity_policy: row?.integrity_policy ?? 'until_due',
      daily_message_cap: row?.daily_message_cap ?? null,
      daily_cost_cap_cents: row?.daily_cost_cap_cents ?? null,
    };
  }

  /** Part 3 §5: a course-agent link needs sources and an alias (the schema checks both are given; here that they exist). One transaction. */
  async save(body: CourseAgentBody): Promise<CourseAiSettings> {
    const courseId = body.course_id;
    return this.db.transaction(async (trx) => {
      if (!(await trx('ai_agents').where({ agent_alias_id: body.agent_alias_id }).first())) throw LmsError.declared(AI_ERRNOS, 'ai-unknown-agent');
      const known = (await trx('ai_sources').whereIn('uuid', body.sources).pluck('uuid')) as string[];
      if (known.length !== body.sources.length) throw LmsError.declared(AI_ERRNOS, 'ai-unknown-source');
      const personaId = body.persona_id ?? null;
      if (personaId && !(await trx('ai_personas').where({ id: personaId }).first())) throw LmsError.declared(AI_ERRNOS, 'ai-unknown-persona');
      const values = {
        ai_admin_enable: body.ai_admin_enable,
        agent_alias_id: body.agent_alias_id,
        persona_id: personaId,
        integrity_policy: body.integrity_policy ?? 'until_due',
        daily_message_cap: body.daily_message_cap ?? null,
        daily_cost_cap_cents: body.daily_cost_cap_cents ?? null,
        updated_at: this.clock.now(),
      };
      await trx('ai_course_configs').insert({ course_id: courseId, ...values }).onConflict('course_id').merge(values);
      await trx('ai_course_sources').where({ course_id: courseId }).delete();
      await trx('ai_course_sources').insert(body.sources.map((uuid) => ({ course_id: courseId, source_uuid: uuid })));
      return this.settings(courseId, trx);
    });
  }
}
