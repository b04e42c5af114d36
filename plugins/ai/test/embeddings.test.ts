import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { NOT_FOUND_IN_COURSE } from '../src/calls/aiRules.ts';
import { aiWorld, enableAssistant, type AiWorld } from './support/aiWorld.ts';
import { startLoopbackChatServer, wordVector, type LoopbackChatServer } from './support/loopbackChatServer.ts';
import { readAnswer } from './support/readAnswer.ts';

// Issue 27 item 4: embeddings where the provider offers them, on PGlite (pgvector) and on PostgreSQL (pgvector where listed, real[] otherwise).
let world: AiWorld;
let server: LoopbackChatServer;
let ask: string;

const BOOK = 'Wolves are canines of the northern forests. They hunt in packs through the winter.';
// Shares no word with the book: only its vector can find it.
const QUESTION = 'Which creature howls at the moon?';
/** The scripted embedder: a text about wolves or howling points one way, anything else another. */
const concept = (text: string) => (/wolves|howls/i.test(text) ? [1, 0, 0.1] : [0, 1, 0.1]);

beforeAll(async () => {
  [world, server] = await Promise.all([aiWorld(), startLoopbackChatServer()]);
  ask = `ai/chat/${world.course.courseId}/ask`;
  await world.admin.post('ai-sources/wolf-book', { title: 'Northern fauna', author: 'A. Ranger' });
  await enableAssistant(world, { sources: ['wolf-book'] });
});

afterAll(async () => {
  await world?.tk.close();
  await server?.close();
});

const db = () => world.tk.kernel.resolve(coreServices.database);
const embeddedChunks = async () => Number((await db()('ai_source_chunks').where({ source_uuid: 'wolf-book' }).whereNotNull('embedding').count({ n: '*' }))[0]!.n);

async function upload(text: string) {
  const data = new FormData();
  data.append('file', new Blob([text], { type: 'text/plain' }), 'fauna.txt');
  expect((await world.admin.upload('ai/sources/wolf-book/file', data)).status).toBe(202);
  await world.tk.drainJobs();
}

describe('embeddings of sources (issue 27 item 4)', () => {
  it('with no provider, embeds nothing and answers by full text alone', async () => {
    await upload(BOOK);
    expect((await world.admin.get('ai/sources/wolf-book')).body).toMatchObject({ status: 'ready', embedded: false, embedding: { status: 'none', progress: 0, error: null } });
    expect(await embeddedChunks()).toBe(0);
    expect(server.embeddingRequests).toEqual([]);
    const answer = await readAnswer(world.learner, ask, { question: QUESTION });
    expect(answer.message).toMatchObject({ text: NOT_FOUND_IN_COURSE, passages: [] });
  });

  it("embeds the indexed sources once the provider names an embedding model, and finds a chunk by its vector where no word matches", async () => {
    server.embedWith(concept);
    const saved = await world.admin.put('ai/provider', { kind: 'openai-compatible', base_url: server.baseUrl, model: 'test-model', embedding_model: 'test-embed' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await world.tk.drainJobs();
    expect((await world.admin.get('ai/sources/wolf-book')).body).toMatchObject({ status: 'ready', embedded: true, embedding: { status: 'ready', progress: 1, error: null } });
    expect(await embeddedChunks()).toBe(1);
    expect(server.embeddingRequests).toEqual([{ model: 'test-embed', input: [BOOK] }]);

    server.script({ pieces: ['Wolves do [p1].'] });
    const answer = await readAnswer(world.learner, ask, { question: QUESTION });
    expect(answer.message?.passages).toMatchObject([{ id: 'p1', kind: 'source', quote: BOOK, source: { uuid: 'wolf-book' } }]);
    expect(server.embeddingRequests.at(-1)).toEqual({ model: 'test-embed', input: [QUESTION] });
    expect(server.requests.at(-1)!.body.messages.at(-1)!.content).toContain(BOOK);
  });

  it('embeds a source indexed again in its own job, and compares a question only with vectors of the model that embedded it', async () => {
    server.embedWith(wordVector);
    await upload(`${BOOK} Their howls carry for miles.`);
    expect((await world.admin.get('ai/sources/wolf-book')).body).toMatchObject({ embedded: true });
    expect((await db()('ai_sources').where({ uuid: 'wolf-book' }).first('embedding_model')).embedding_model).toBe('test-embed');
    // Another model: the old vectors are not compared with its question vectors until the source is embedded again.
    server.embedWith({ status: 500 });
    await world.admin.put('ai/provider', { kind: 'openai-compatible', base_url: server.baseUrl, model: 'test-model', embedding_model: 'other-embed' });
    await world.tk.drainJobs();
    expect((await db()('ai_sources').where({ uuid: 'wolf-book' }).first('embedding_model')).embedding_model).toBe('test-embed');
    const failed = (await world.admin.get('ai/sources/wolf-book')).body;
    expect(failed.embedding).toMatchObject({ status: 'failed', progress: 0 });
    expect(failed.embedding.error).toContain('HTTP 500');
    // Every vector of the endpoint now the same: a question of the new model would find the book, were the old vectors compared.
    server.embedWith(() => [1, 0, 0]);
    const answer = await readAnswer(world.learner, ask, { question: 'Which animal roams the taiga?' });
    expect(server.embeddingRequests.at(-1)).toEqual({ model: 'other-embed', input: ['Which animal roams the taiga?'] });
    expect(answer.message).toMatchObject({ text: NOT_FOUND_IN_COURSE, passages: [] });
  });

  it('answers by full text when the embeddings endpoint fails', async () => {
    server.embedWith({ status: 500 });
    server.script({ pieces: ['In packs [p1].'] });
    const answer = await readAnswer(world.learner, ask, { question: 'How do wolves hunt?' });
    expect(answer.message?.passages).toMatchObject([{ kind: 'source', source: { uuid: 'wolf-book' } }]);
    expect(server.embeddingRequests.at(-1)).toEqual({ model: 'other-embed', input: ['How do wolves hunt?'] });
  });
});
