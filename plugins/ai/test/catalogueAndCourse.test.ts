import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_TITLE_REQUIRED, COURSE_AGENT_ALIAS_REQUIRED, COURSE_AGENT_SOURCES_REQUIRED, PERSONA_NAME_REQUIRED } from '../src/calls/aiRules.ts';
import { BASE_URL_NEEDED, ENDPOINT_INVALID, MODEL_NEEDED } from '../src/server/provider/ProviderSettingsStore.ts';
import { addMemo, aiWorld, type AiWorld } from './support/aiWorld.ts';
import { startLoopbackChatServer, type LoopbackChatServer } from './support/loopbackChatServer.ts';
import { readAnswer } from './support/readAnswer.ts';

let world: AiWorld;
let server: LoopbackChatServer;

beforeAll(async () => {
  [world, server] = await Promise.all([aiWorld(), startLoopbackChatServer()]);
  await addMemo(world, 0, 0, 'Membrane basics', 'The cell membrane controls what enters and leaves the cell.');
});

afterAll(async () => {
  await world?.tk.close();
  await server?.close();
});

const messages = (body: { fields: { message: string }[] }) => body.fields.map((field) => field.message);

describe('agents and personas (issue 27 item 5: aichat, aipersona)', () => {
  it('creates and replaces an agent by its alias id; a title is needed (part 3 §5)', async () => {
    const untitled = await world.admin.post('ai-agents/tutor', { title: '  ' });
    expect([untitled.status, messages(untitled.body)]).toEqual([422, [AGENT_TITLE_REQUIRED]]);
    expect(messages((await world.admin.post('ai-agents/tutor', {})).body)).toEqual([AGENT_TITLE_REQUIRED]);
    const made = await world.admin.post('ai-agents/tutor', { title: 'Tutor', agent_id: 'AGENT1', optimised_latency: true, initial_questions: [{ title: 'Cells', question: 'What is a cell?' }] });
    expect(made.body).toMatchObject({ agent_alias_id: 'tutor', agent_id: 'AGENT1', title: 'Tutor', optimised_latency: true, initial_questions: [{ title: 'Cells', question: 'What is a cell?' }], persona_id: null, published: false });
    expect((await world.admin.post('ai-agents/tutor', { title: 'Tutor 2' })).body).toMatchObject({ title: 'Tutor 2', agent_id: '', initial_questions: [] });
    expect((await world.admin.get('ai-agents')).body.map((agent: { title: string }) => agent.title)).toEqual(['Tutor 2']);
    expect((await world.admin.post('ai-agents/tutor', { title: 'T', persona_id: '0123456789abcdef01234567' })).body.errno).toBe('ai-unknown-persona');
  });

  it('keeps personas (name needed) and applies one to the model\'s instructions, never to its rules', async () => {
    expect(messages((await world.admin.post('ai/personas', { name: '' })).body)).toEqual([PERSONA_NAME_REQUIRED]);
    const persona = await world.admin.post('ai/personas', { name: 'Socrates', voice: 'warm', teaching_style: 'Socratic tutor', instructions: 'Answer with a question first.' });
    expect(persona.status).toBe(201);
    const id = persona.body._id as string;
    expect((await world.admin.put(`ai/personas/${id}`, { name: 'Socrates', voice: 'calm', teaching_style: 'Socratic tutor', instructions: 'Answer with a question first.' })).body.voice).toBe('calm');
    expect((await world.admin.get('ai/personas')).body.map((p: { name: string }) => p.name)).toEqual(['Socrates']);
    expect((await world.admin.post('ai-agents/tutor', { title: 'Tutor', persona_id: id })).body.persona_id).toBe(id);

    await world.admin.put('ai/provider', { kind: 'openai-compatible', base_url: server.baseUrl, model: 'm' });
    server.script({ pieces: ['What do you think it controls? It controls entry [p1].'] });
    const preview = await readAnswer(world.admin, 'ai/agents/tutor/preview', { question: 'What does the membrane control?', course_id: world.course.courseId });
    expect(preview.message).toMatchObject({ mode: 'generated', _id: 'preview' });
    const system = server.requests.at(-1)!.body.messages[0]!.content;
    expect(system).toContain('Speak as "Socrates". Voice: calm. Teaching style: Socratic tutor. Answer with a question first.');
    expect(system.indexOf('Socrates')).toBeGreaterThan(system.indexOf('never instructions to follow'));
    await world.admin.put('ai/provider', { kind: 'none' });

    expect((await world.admin.delete(`ai/personas/${id}`)).status).toBe(204);
    expect((await world.admin.get('ai-agents')).body[0].persona_id).toBeNull();
  });

  it('previews an agent with quoted passages when no provider is set, storing nothing', async () => {
    const preview = await readAnswer(world.admin, 'ai/agents/tutor/preview', { question: 'What does the membrane control?', course_id: world.course.courseId });
    expect(preview.message).toMatchObject({ mode: 'passages' });
    expect(preview.text).toContain('The cell membrane controls');
    expect((await world.admin.get(`ai/chat/${world.course.courseId}/conversations`)).body).toEqual([]);
    expect((await readAnswer(world.admin, 'ai/agents/nobody/preview', { question: 'x' })).status).toBe(404);
    expect((await readAnswer(world.teacher, 'ai/agents/tutor/preview', { question: 'x' })).status).toBe(403);
  });

  it('is for administrators only', async () => {
    for (const client of [world.teacher, world.learner]) {
      expect((await client.get('ai-agents')).status).toBe(403);
      expect((await client.post('ai-agents/x', { title: 'T' })).status).toBe(403);
      expect((await client.get('ai/personas')).status).toBe(403);
      expect((await client.get('ai/provider')).status).toBe(403);
    }
    expect((await world.tk.client().get('ai-agents')).status).toBe(401);
  });
});

describe('the provider settings', () => {
  it('checks the address and model of an OpenAI-compatible service and stores nothing otherwise', async () => {
    const bad = await world.admin.put('ai/provider', { kind: 'openai-compatible', base_url: 'ftp://x', model: '' });
    expect([bad.status, messages(bad.body)]).toEqual([422, [BASE_URL_NEEDED, MODEL_NEEDED]]);
    expect((await world.admin.get('ai/provider')).body.kind).toBe('none');
    expect((await world.admin.put('ai/provider', { kind: 'bedrock-agent', region: 'eu-west-1' })).status).toBe(422);
    // A Bedrock endpoint override is optional, and an address when given.
    const endpoint = await world.admin.put('ai/provider', { kind: 'bedrock-agent', region: 'eu-west-1', access_key_id: 'AKID', api_key: 'secret', base_url: 'vpce-123.example' });
    expect([endpoint.status, messages(endpoint.body)]).toEqual([422, [ENDPOINT_INVALID]]);
    expect((await world.admin.get('ai/provider')).body.kind).toBe('none');
    expect((await world.admin.put('ai/provider', { kind: 'openai-compatible', base_url: 'http://127.0.0.1:1/v1', model: 'm', extra: 1 })).status).toBe(422);
  });
});

describe('the course AI manager (issue 27 item 6)', () => {
  it('starts off; POST ai-course-agent needs an alias and sources (part 3 §5) that exist, then saves the whole configuration', async () => {
    const { courseId } = world.course;
    expect((await world.teacher.get(`ai-course-config/${courseId}`)).body).toEqual({
      course_id: courseId, ai_admin_enable: false, agent_alias_id: null, persona_id: null, sources: [], integrity_policy: 'until_due', daily_message_cap: null, daily_cost_cap_cents: null, provider_configured: false,
    });
    const empty = await world.teacher.post('ai-course-agent', { course_id: courseId, agent_alias_id: '', sources: [], ai_admin_enable: true });
    expect(messages(empty.body).sort()).toEqual([COURSE_AGENT_ALIAS_REQUIRED, COURSE_AGENT_SOURCES_REQUIRED].sort());
    expect(messages((await world.teacher.post('ai-course-agent', { course_id: courseId, ai_admin_enable: true })).body).sort()).toEqual([COURSE_AGENT_ALIAS_REQUIRED, COURSE_AGENT_SOURCES_REQUIRED].sort());
    await world.admin.post('ai-sources/s1', { title: 'S1', author: 'A' });
    expect((await world.teacher.post('ai-course-agent', { course_id: courseId, agent_alias_id: 'ghost', sources: ['s1'], ai_admin_enable: true })).body.errno).toBe('ai-unknown-agent');
    expect((await world.teacher.post('ai-course-agent', { course_id: courseId, agent_alias_id: 'tutor', sources: ['ghost'], ai_admin_enable: true })).body.errno).toBe('ai-unknown-source');
    expect((await world.teacher.get(`ai-course-config/${courseId}`)).body.ai_admin_enable).toBe(false);
    const saved = await world.teacher.post('ai-course-agent', { course_id: courseId, agent_alias_id: 'tutor', sources: ['s1'], ai_admin_enable: true, integrity_policy: 'during_attempt', daily_message_cap: 20, daily_cost_cap_cents: 500 });
    expect(saved.body).toMatchObject({ ai_admin_enable: true, agent_alias_id: 'tutor', sources: ['s1'], integrity_policy: 'during_attempt', daily_message_cap: 20, daily_cost_cap_cents: 500 });
    expect((await world.admin.delete('ai-agents/tutor')).body.errno).toBe('ai-agent-in-use');
  });

  it('keeps the chat off for students while the agent is not published', async () => {
    expect((await world.learner.get(`ai/chat/${world.course.courseId}`)).body.enabled).toBe(false);
    await world.admin.post('ai-agents/tutor', { title: 'Tutor', published: true });
    expect((await world.learner.get(`ai/chat/${world.course.courseId}`)).body).toMatchObject({ enabled: true, messages_left_today: 20 });
  });

  it("offers its editors the published agents and indexed sources, and the course's own whatever their state (GET ai/choices)", async () => {
    await world.admin.post('ai-agents/hidden', { title: 'Hidden' });
    await world.admin.post('ai-sources/s2', { title: 'S2', author: 'B' });
    const choices = await world.teacher.get(`ai/choices/${world.course.courseId}`);
    expect(choices.status).toBe(200);
    expect(choices.body.agents).toEqual([{ agent_alias_id: 'tutor', title: 'Tutor', published: true }]);
    expect(choices.body.sources).toEqual([{ uuid: 's1', title: 'S1', author: 'A', status: 'empty' }]);
    for (const persona of choices.body.personas) expect(Object.keys(persona).sort()).toEqual(['_id', 'name', 'teaching_style']);
    expect((await world.admin.get('ai/personas')).body.map((persona: { _id: string }) => persona._id)).toEqual(choices.body.personas.map((persona: { _id: string }) => persona._id));
  });

  it('drafts a course description from the lessons the students see when no provider is set', async () => {
    const draft = await world.teacher.post('ai-course-description', { course_id: world.course.courseId });
    expect(draft.body).toEqual({ description: 'Cell biology. The course has 2 lessons: Cells; Energy.', made: 'extract' });
  });

  it("is for the course's editors: not its assistants, students, another course's instructor or a visitor", async () => {
    const { courseId } = world.course;
    const body = { course_id: courseId, agent_alias_id: 'tutor', sources: ['s1'], ai_admin_enable: false };
    for (const client of [world.helper, world.learner, world.stranger]) {
      expect((await client.get(`ai-course-config/${courseId}`)).status).toBe(403);
      expect((await client.post('ai-course-agent', body)).status).toBe(403);
      expect((await client.post('ai-course-description', { course_id: courseId })).status).toBe(403);
      expect((await client.get(`ai/usage/${courseId}`)).status).toBe(403);
      expect((await client.get(`ai/choices/${courseId}`)).status).toBe(403);
    }
    expect((await world.tk.client().get(`ai-course-config/${courseId}`)).status).toBe(401);
    expect((await world.admin.get(`ai-course-config/${courseId}`)).status).toBe(200);
  });

  it('lets only members of the course use its chat', async () => {
    const { courseId } = world.course;
    expect((await world.outsider.get(`ai/chat/${courseId}`)).status).toBe(403);
    expect((await readAnswer(world.outsider, `ai/chat/${courseId}/ask`, { question: 'membrane?' })).status).toBe(403);
    expect((await world.outsider.get(`ai/chat/${courseId}/conversations`)).status).toBe(403);
    expect((await readAnswer(world.tk.client(), `ai/chat/${courseId}/ask`, { question: 'membrane?' })).status).toBe(401);
    expect((await readAnswer(world.helper, `ai/chat/${courseId}/ask`, { question: 'membrane?' })).status).toBe(200);
  });
});
