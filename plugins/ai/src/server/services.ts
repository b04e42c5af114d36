import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { AgentStore } from './catalogue/AgentStore.ts';
import { PersonaStore } from './catalogue/PersonaStore.ts';
import { ChatService } from './chat/ChatService.ts';
import { ConversationStore } from './chat/ConversationStore.ts';
import { IntegrityGuard } from './chat/IntegrityGuard.ts';
import { QuestionEmbedder } from './chat/QuestionEmbedder.ts';
import { Retriever } from './chat/Retriever.ts';
import { UsageLedger } from './chat/UsageLedger.ts';
import { CourseAiConfigStore } from './course/CourseAiConfigStore.ts';
import { CourseDescriptionDraft } from './course/CourseDescriptionDraft.ts';
import { DescriptionDraftStore } from './course/DescriptionDraftStore.ts';
import { FlaggedAnswers } from './course/FlaggedAnswers.ts';
import { ProviderSettingsStore } from './provider/ProviderSettingsStore.ts';
import { SourceEmbedder } from './sources/SourceEmbedder.ts';
import { SourceIndexer } from './sources/SourceIndexer.ts';
import { SourcePassageSearch } from './sources/SourcePassageSearch.ts';
import { SourceStore } from './sources/SourceStore.ts';

export const personasRef = createServiceRef<PersonaStore>('ai.personas');
export const agentsRef = createServiceRef<AgentStore>('ai.agents');
export const providerRef = createServiceRef<ProviderSettingsStore>('ai.provider');
export const sourcesRef = createServiceRef<SourceStore>('ai.sources');
export const sourceIndexerRef = createServiceRef<SourceIndexer>('ai.source-indexer');
export const sourceEmbedderRef = createServiceRef<SourceEmbedder>('ai.source-embedder');
export const courseConfigsRef = createServiceRef<CourseAiConfigStore>('ai.course-configs');
export const courseDescriptionRef = createServiceRef<CourseDescriptionDraft>('ai.course-description');
export const savedDescriptionsRef = createServiceRef<DescriptionDraftStore>('ai.saved-descriptions');
export const conversationsRef = createServiceRef<ConversationStore>('ai.conversations');
export const usageRef = createServiceRef<UsageLedger>('ai.usage');
export const flaggedRef = createServiceRef<FlaggedAnswers>('ai.flagged');
export const chatRef = createServiceRef<ChatService>('ai.chat');

export const aiServices = [
  defineService({ ref: personasRef, deps: { db: coreServices.database, clock: coreServices.clock, ids: coreServices.ids }, factory: (d) => new PersonaStore(d.db, d.clock, d.ids) }),
  defineService({ ref: agentsRef, deps: { db: coreServices.database, clock: coreServices.clock }, factory: (d) => new AgentStore(d.db, d.clock) }),
  defineService({
    ref: providerRef,
    deps: { db: coreServices.database, clock: coreServices.clock, secrets: coreServices.secrets, jobs: coreServices.jobs },
    factory: (d) => new ProviderSettingsStore(d.db, d.clock, d.secrets, d.jobs),
  }),
  defineService({ ref: sourcesRef, deps: { db: coreServices.database, clock: coreServices.clock, jobs: coreServices.jobs }, factory: (d) => new SourceStore(d.db, d.clock, d.jobs) }),
  defineService({
    ref: sourceIndexerRef,
    deps: { db: coreServices.database, clock: coreServices.clock, ids: coreServices.ids, jobs: coreServices.jobs, provider: providerRef },
    factory: (d) => new SourceIndexer(d.db, d.clock, d.ids, d.jobs, d.provider),
  }),
  defineService({ ref: sourceEmbedderRef, deps: { db: coreServices.database, clock: coreServices.clock, provider: providerRef }, factory: (d) => new SourceEmbedder(d.db, d.clock, d.provider) }),
  defineService({ ref: courseConfigsRef, deps: { db: coreServices.database, clock: coreServices.clock }, factory: (d) => new CourseAiConfigStore(d.db, d.clock) }),
  defineService({
    ref: courseDescriptionRef,
    deps: { courses: coreServices.courses, passages: coreServices.coursePassages, provider: providerRef, configs: courseConfigsRef, agents: agentsRef },
    factory: (d) =>
      new CourseDescriptionDraft(d.courses, d.passages, d.provider, async (courseId) => {
        const alias = (await d.configs.settings(courseId)).agent_alias_id;
        const agent = alias ? await d.agents.find(alias) : null;
        return agent ? { agentId: agent.agent_id, aliasId: agent.agent_alias_id } : null;
      }),
  }),
  defineService({
    ref: savedDescriptionsRef,
    deps: { db: coreServices.database, clock: coreServices.clock, audit: coreServices.auditLog, catalog: coreServices.courseCatalog },
    factory: (d) => new DescriptionDraftStore(d.db, d.clock, d.audit, d.catalog),
  }),
  defineService({ ref: conversationsRef, deps: { db: coreServices.database, clock: coreServices.clock, ids: coreServices.ids }, factory: (d) => new ConversationStore(d.db, d.clock, d.ids) }),
  defineService({ ref: usageRef, deps: { db: coreServices.database }, factory: (d) => new UsageLedger(d.db) }),
  defineService({ ref: flaggedRef, deps: { db: coreServices.database, people: coreServices.people }, factory: (d) => new FlaggedAnswers(d.db, d.people) }),
  defineService({
    ref: chatRef,
    deps: {
      db: coreServices.database,
      clock: coreServices.clock,
      log: coreServices.logger,
      courses: coreServices.courses,
      passages: coreServices.coursePassages,
      records: coreServices.gradebookRecords,
      configs: courseConfigsRef,
      agents: agentsRef,
      personas: personasRef,
      provider: providerRef,
      conversations: conversationsRef,
      usage: usageRef,
    },
    factory: (d) =>
      new ChatService({
        db: d.db,
        clock: d.clock,
        log: d.log,
        configs: d.configs,
        agents: d.agents,
        personas: d.personas,
        provider: d.provider,
        retriever: new Retriever(d.passages, new SourcePassageSearch(d.db), new QuestionEmbedder(d.provider, d.log)),
        guard: new IntegrityGuard(d.records, d.clock),
        conversations: d.conversations,
        usage: d.usage,
        courseTitle: async (courseId) => (await d.courses.summaries([courseId]))[0]?.title ?? null,
      }),
  }),
];
