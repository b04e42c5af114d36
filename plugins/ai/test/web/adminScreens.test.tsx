import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AGENT_ALIAS_REQUIRED, AGENT_TITLE_REQUIRED, FOUND_IN_COURSE_LABEL, PERSONA_NAME_REQUIRED, SOURCE_AUTHOR_REQUIRED, SOURCE_TITLE_REQUIRED, SOURCE_UUID_REQUIRED } from '../../src/calls/aiRules.ts';
import type { Agent, Persona } from '../../src/calls/agentCalls.ts';
import type { ProviderSettings } from '../../src/calls/providerCalls.ts';
import type { Source } from '../../src/calls/sourceCalls.ts';
import manifest from '../../src/web/index.tsx';
import AgentsScreen from '../../src/web/admin/AgentsScreen.tsx';
import PersonasScreen from '../../src/web/admin/PersonasScreen.tsx';
import SourcesScreen from '../../src/web/admin/SourcesScreen.tsx';
import TrainingScreen from '../../src/web/admin/TrainingScreen.tsx';
import { useAiChatShown } from '../../src/web/chat/chatData.ts';
import { answerMessage, answerStream, axeViolations, bookPassage, renderAi } from './aiWebFixture.tsx';

const source = (over: Partial<Source> = {}): Source => ({ uuid: 'b1', title: 'Physics for all', author: 'R. Feyn', isbn: '', status: 'ready', progress: 1, error: null, file: { name: 'physics.pdf', type: 'application/pdf', size: 2048 }, chunks: 42, embedded: false, embedding: { status: 'none', progress: 0, error: null }, course_ids: [], updated_at: '2030-01-01T10:00:00.000Z', ...over });
const agent: Agent = { agent_alias_id: 'physics-tutor', agent_id: '', title: 'Physics tutor', optimised_latency: false, initial_questions: [{ title: 'Newton', question: 'What is Newton’s first law?' }], persona_id: null, published: false, updated_at: '2030-01-01T10:00:00.000Z' };
const provider: ProviderSettings = { kind: 'openai-compatible', base_url: 'http://127.0.0.1:11434/v1', model: 'llama3', embedding_model: '', region: '', access_key_id: '', has_key: true, input_cents_per_million: 10, output_cents_per_million: 30, updated_at: '2030-01-01T10:00:00.000Z' };

afterEach(() => vi.unstubAllGlobals());

describe('the AI web manifest', () => {
  it('declares the four administrator screens with their home entries, the course’s AI manager in the editors’ menu, and the chat panel behind a header entry', () => {
    expect(Object.keys(manifest.screens ?? {})).toEqual(['administrator.aibook', 'administrator.aitrain', 'administrator.aichat', 'administrator.aipersona', 'ai_manager']);
    expect((manifest.administrationEntries ?? []).map((entry) => entry.route)).toEqual(['administrator.aibook', 'administrator.aitrain', 'administrator.aichat', 'administrator.aipersona']);
    expect(manifest.courseMenu).toEqual([expect.objectContaining({ route: 'ai_manager', for: 'professor', edit: true })]);
    expect(Object.keys(manifest.panels ?? {})).toEqual(['aiChat']);
    expect(manifest.headerEntries).toEqual([expect.objectContaining({ id: 'aiChat', opens: { panel: 'aiChat' }, place: 'course', useShown: useAiChatShown })]);
  });
});

describe('/administrator/aibook', () => {
  it('refuses a source without title, uuid and author with the spec’s messages, then saves one and uploads its file', async () => {
    let sources: Source[] = [];
    const saved: unknown[] = [];
    const { api, container } = renderAi(<SourcesScreen />, {
      'GET ai-sources': () => sources,
      'POST ai-sources/book-1': (body) => {
        saved.push(body);
        sources = [source({ uuid: 'book-1', status: 'empty', file: null, chunks: 0 })];
        return sources[0];
      },
    });
    expect(await screen.findByText('No source yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('UUID'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save source' }));
    expect(await screen.findByText(SOURCE_TITLE_REQUIRED)).toBeTruthy();
    expect(screen.getByText(SOURCE_AUTHOR_REQUIRED)).toBeTruthy();
    expect(screen.getByText(SOURCE_UUID_REQUIRED)).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Physics for all' } });
    fireEvent.change(screen.getByLabelText('Author'), { target: { value: 'R. Feyn' } });
    fireEvent.change(screen.getByLabelText('ISBN'), { target: { value: '978-0' } });
    fireEvent.change(screen.getByLabelText('UUID'), { target: { value: 'book-1' } });
    const file = new File(['Force equals mass times acceleration.'], 'physics.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('File (PDF, EPUB or text)'), { target: { files: [file] } });
    expect(await screen.findByText(/physics\.txt/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save source' }));
    expect(await screen.findByText('“Physics for all” saved; its file is being indexed (see Training).')).toBeTruthy();
    expect(saved).toEqual([{ title: 'Physics for all', author: 'R. Feyn', isbn: '978-0' }]);
    expect(api.upload).toHaveBeenCalledWith('ai/sources/book-1/file', expect.any(FormData));
    expect((vi.mocked(api.upload).mock.calls[0]![1] as FormData).get('file')).toBe(file);
    expect(await screen.findByRole('rowheader', { name: 'Physics for all' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('/administrator/aitrain', () => {
  it('follows an indexing job while it runs, then shows why it failed and offers to index again', async () => {
    const answers = [source({ status: 'indexing', progress: 0.4, chunks: 0 }), source({ status: 'failed', progress: 0.4, chunks: 0, error: 'The PDF has no text layer.' })];
    let reads = 0;
    const { container } = renderAi(<TrainingScreen />, { 'GET ai-sources': () => [answers[Math.min(reads++, 1)]] });
    expect(await screen.findByText('Indexing: 40%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Physics for all' })).toBeTruthy();
    expect(await screen.findByText('The PDF has no text layer.', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Index again Physics for all' })).toBeTruthy();
    const settled = reads;
    await new Promise((resolve) => setTimeout(resolve, 1300));
    // No job running: no more polling.
    expect(reads).toBe(settled);
    expect(await axeViolations(container)).toEqual([]);
  });
  it('lists the job’s steps, the embedding last while the provider embeds the passages, and polls until it is done', async () => {
    const answers = [
      source({ status: 'indexing', progress: 0.1, chunks: 0 }),
      source({ embedding: { status: 'embedding', progress: 0.5, error: null } }),
      source({ embedded: true, embedding: { status: 'ready', progress: 1, error: null } }),
    ];
    let reads = 0;
    const { container } = renderAi(<TrainingScreen />, { 'GET ai-sources': () => [answers[Math.min(reads++, 2)]] });
    const steps = async () => within(await screen.findByRole('list', { name: 'Steps for Physics for all' })).getAllByRole('listitem').map((item) => item.textContent);
    await waitFor(async () => expect(await steps()).toEqual(['Read the file: done', 'Write the passages: in progress']));
    expect(await screen.findByText('Ready: 42 passages; embedding: 50%', {}, { timeout: 3000 })).toBeTruthy();
    expect(await steps()).toEqual(['Read the file: done', 'Write the passages: done', 'Embed the passages: in progress']);
    expect(screen.getByRole('progressbar', { name: 'Physics for all' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    expect(await screen.findByText('Ready: 42 passages; embedded', {}, { timeout: 3000 })).toBeTruthy();
    expect(await steps()).toEqual(['Read the file: done', 'Write the passages: done', 'Embed the passages: done']);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('/administrator/aichat', () => {
  it('refuses an agent without alias id and title, saves one with its initial questions, and keeps the AI service’s key write-only', async () => {
    let agents: Agent[] = [];
    const bodies: { path: string; body: unknown }[] = [];
    const { api, container } = renderAi(<AgentsScreen />, {
      'GET ai-agents': () => agents,
      'GET ai/personas': () => [],
      'GET ai-sources': () => [],
      'GET ai/provider': () => provider,
      'POST ai-agents/physics-tutor': (body) => {
        bodies.push({ path: 'physics-tutor', body });
        agents = [agent];
        return agent;
      },
      'PUT ai/provider': (body) => (bodies.push({ path: 'provider', body }), { ...provider, updated_at: '2030-01-02T10:00:00.000Z' }),
    });
    expect(await screen.findByText('No agent yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save agent' }));
    expect(await screen.findByText(AGENT_ALIAS_REQUIRED)).toBeTruthy();
    expect(screen.getByText(AGENT_TITLE_REQUIRED)).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Alias id'), { target: { value: 'physics-tutor' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Physics tutor' } });
    fireEvent.change(screen.getByLabelText('Initial questions'), { target: { value: 'Newton | What is Newton’s first law?\n\nWhat is a force?' } });
    fireEvent.click(screen.getByLabelText('Optimised latency'));
    fireEvent.click(screen.getByRole('button', { name: 'Save agent' }));
    expect(await screen.findByText('“Physics tutor” saved as a draft.')).toBeTruthy();
    expect(bodies[0]).toEqual({
      path: 'physics-tutor',
      body: { title: 'Physics tutor', agent_id: '', optimised_latency: true, persona_id: null, published: false, initial_questions: [{ title: 'Newton', question: 'What is Newton’s first law?' }, { title: 'What is a force?', question: 'What is a force?' }] },
    });
    expect(await screen.findByRole('rowheader', { name: 'Physics tutor' })).toBeTruthy();

    // The key is never shown back: the field starts empty, and leaving it empty keeps the stored one.
    const key = screen.getByLabelText('API key') as HTMLInputElement;
    expect(key.value).toBe('');
    expect(key.type).toBe('password');
    expect(screen.getByText('A key is stored (it is never shown). Leave this empty to keep it.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Model'), { target: { value: 'llama3.1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save AI service' }));
    expect(await screen.findByText('AI service saved.')).toBeTruthy();
    expect(bodies[1]).toEqual({ path: 'provider', body: { kind: 'openai-compatible', base_url: provider.base_url, model: 'llama3.1', embedding_model: '', input_cents_per_million: 10, output_cents_per_million: 30 } });
    fireEvent.change(screen.getByLabelText('API key'), { target: { value: 'sk-secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save AI service' }));
    await waitFor(() => expect(bodies[2]).toMatchObject({ body: { api_key: 'sk-secret' } }));
    await waitFor(() => expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe(''));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('tries an agent in the preview: the answer streams over the chosen sources, nothing stored', async () => {
    const stream = answerStream();
    renderAi(<AgentsScreen />, { 'GET ai-agents': () => [agent], 'GET ai/personas': () => [], 'GET ai-sources': () => [source()], 'GET ai/provider': () => ({ ...provider, kind: 'none', has_key: false }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Try Physics tutor' }));
    const preview = screen.getByRole('region', { name: 'Try Physics tutor' });
    fireEvent.click(within(preview).getByLabelText('Physics for all'));
    fireEvent.change(within(preview).getByLabelText('Question'), { target: { value: 'What is force?' } });
    fireEvent.click(within(preview).getByRole('button', { name: 'Ask the agent' }));
    await waitFor(() => expect(stream.requests).toHaveLength(1));
    expect(stream.requests[0]!.url).toBe('/server/ai/agents/physics-tutor/preview');
    expect(JSON.parse(String(stream.requests[0]!.init.body))).toEqual({ question: 'What is force?', sources: ['b1'] });
    const text = `${FOUND_IN_COURSE_LABEL}:\n\n[p2] Physics for all\n> ${bookPassage.quote}\n`;
    act(() => {
      stream.send({ type: 'start', conversation_id: 'preview', question_id: 'preview', mode: 'passages' }, { type: 'passages', passages: [bookPassage] }, { type: 'text', delta: text }, { type: 'done', message: answerMessage({ text, passages: [bookPassage] }) });
      stream.end();
    });
    expect(await within(preview).findByText(FOUND_IN_COURSE_LABEL)).toBeTruthy();
    expect(within(preview).getByText('Physics for all (R. Feyn, page 12)')).toBeTruthy();
  });
});

describe('/administrator/aipersona', () => {
  it('needs a name, adds a persona, edits it', async () => {
    let personas: Persona[] = [];
    const persona: Persona = { _id: 'pe1', name: 'Socrates', voice: 'Warm', teaching_style: 'Socratic tutor', instructions: 'Answer with a question first.', updated_at: '2030-01-01T10:00:00.000Z' };
    const { api, container } = renderAi(<PersonasScreen />, {
      'GET ai/personas': () => personas,
      'POST ai/personas': () => ((personas = [persona]), persona),
      'PUT ai/personas/pe1': (body) => ((personas = [{ ...persona, ...(body as object) }]), personas[0]),
    });
    expect(await screen.findByText('No persona yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add persona' }));
    expect(await screen.findByText(PERSONA_NAME_REQUIRED)).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Socrates' } });
    fireEvent.change(screen.getByLabelText('Voice'), { target: { value: 'Warm' } });
    fireEvent.change(screen.getByLabelText('Teaching style'), { target: { value: 'Socratic tutor' } });
    fireEvent.change(screen.getByLabelText('Instructions'), { target: { value: 'Answer with a question first.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add persona' }));
    expect(await screen.findByText('“Socrates” added.')).toBeTruthy();
    expect(api.post).toHaveBeenCalledWith('ai/personas', { name: 'Socrates', voice: 'Warm', teaching_style: 'Socratic tutor', instructions: 'Answer with a question first.' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Socrates' }));
    fireEvent.change(screen.getByLabelText('Voice'), { target: { value: 'Brisk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save persona' }));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith('ai/personas/pe1', { name: 'Socrates', voice: 'Brisk', teaching_style: 'Socratic tutor', instructions: 'Answer with a question first.' }));
    expect(await screen.findByText('Brisk')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
