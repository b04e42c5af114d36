import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { prepareChartEnvironment, resetChartEnvironment } from '@lms/sdk/testing/web';
import { ApiError } from '@lms/sdk/web';
import { COURSE_AGENT_ALIAS_REQUIRED, COURSE_AGENT_SOURCES_REQUIRED, DESCRIPTION_REQUIRED } from '../../src/calls/aiRules.ts';
import type { CourseAiChoices, CourseAiConfig, FlaggedMessage, UsageDay } from '../../src/calls/courseAiCalls.ts';
import AiManagerScreen from '../../src/web/course/AiManagerScreen.tsx';
import { ADMIN, axeViolations, COURSE, INSTRUCTOR, renderAi } from './aiWebFixture.tsx';

const config: CourseAiConfig = { course_id: COURSE, ai_admin_enable: false, agent_alias_id: null, persona_id: null, sources: [], integrity_policy: 'until_due', daily_message_cap: null, daily_cost_cap_cents: null, provider_configured: false };
const choices: CourseAiChoices = {
  agents: [{ agent_alias_id: 'physics-tutor', title: 'Physics tutor', published: true }],
  personas: [{ _id: 'pe1', name: 'Socrates', teaching_style: 'Socratic tutor' }],
  sources: [{ uuid: 'b1', title: 'Physics for all', author: 'R. Feyn', status: 'ready' }],
};
const usage: UsageDay[] = [
  { day: '2030-01-01', messages: 0, input_tokens: 0, output_tokens: 0, cost_cents: 0 },
  { day: '2030-01-02', messages: 4, input_tokens: 1200, output_tokens: 300, cost_cents: 12.5 },
];
const flag: FlaggedMessage = { message_id: 'm2', conversation_id: 'c1', student: { _id: 's1', name: 'Jamie Lee' }, question: 'Where is the syllabus?', answer: 'I could not find this in the course.', reason: 'It is in lesson 1', flagged_at: '2030-01-02T10:00:00.000Z' };

beforeAll(() => prepareChartEnvironment());
afterAll(() => resetChartEnvironment());

function renderManager(routes: Record<string, (body?: unknown) => unknown> = {}, user = ADMIN) {
  return renderAi(<AiManagerScreen params={{ courseId: COURSE }} />, {
    [`GET ai-course-config/${COURSE}`]: () => config,
    [`GET ai/choices/${COURSE}`]: () => choices,
    [`GET ai/usage/${COURSE}?days=30`]: () => usage,
    [`GET ai/flags/${COURSE}`]: () => [flag],
    [`GET ai/description/${COURSE}`]: () => ({ course_id: COURSE, description: null, updated_at: null, catalog: null }),
    ...routes,
  }, { user, place: { courseId: COURSE } });
}

describe('/{courseId}/ai_manager', () => {
  it('needs an agent and sources (the spec’s messages), then enables the assistant with a persona, policy and daily cap', async () => {
    const saved: unknown[] = [];
    const { api, container } = renderManager({ 'POST ai-course-agent': (body) => (saved.push(body), { ...config, ...(body as object) }) });
    const agentSelect = await screen.findByLabelText('Agent');
    fireEvent.click(screen.getByLabelText('Enable the AI assistant for this course'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COURSE_AGENT_ALIAS_REQUIRED)).toBeTruthy();
    expect(screen.getByText(COURSE_AGENT_SOURCES_REQUIRED)).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.change(agentSelect, { target: { value: 'physics-tutor' } });
    expect(within(screen.getByLabelText('Persona')).getByRole('option', { name: 'Socrates (Socratic tutor)' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Persona'), { target: { value: 'pe1' } });
    fireEvent.click(screen.getByLabelText(/Physics for all/));
    fireEvent.change(screen.getByLabelText('Integrity policy'), { target: { value: 'during_attempt' } });
    fireEvent.change(screen.getByLabelText('Questions per student per day'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: students see the assistant in this course.')).toBeTruthy();
    expect(saved).toEqual([{ course_id: COURSE, ai_admin_enable: true, agent_alias_id: 'physics-tutor', persona_id: 'pe1', sources: ['b1'], integrity_policy: 'during_attempt', daily_message_cap: 20, daily_cost_cap_cents: null }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lets an instructor choose from the course’s choices (never the administrators’ catalogue), showing the course’s unpublished agent and unindexed source as such', async () => {
    const saved: unknown[] = [];
    const linked = { ...config, agent_alias_id: 'draft-agent', sources: ['b2'], daily_message_cap: 50 };
    const own: CourseAiChoices = {
      agents: [...choices.agents, { agent_alias_id: 'draft-agent', title: 'Draft agent', published: false }],
      personas: choices.personas,
      sources: [...choices.sources, { uuid: 'b2', title: 'Notes', author: 'A. Teacher', status: 'indexing' }],
    };
    const { api, container } = renderManager(
      {
        [`GET ai-course-config/${COURSE}`]: () => linked,
        [`GET ai/choices/${COURSE}`]: () => own,
        'POST ai-course-agent': (body) => (saved.push(body), { ...linked, ...(body as object) }),
      },
      INSTRUCTOR,
    );
    const agentSelect = (await screen.findByLabelText('Agent')) as HTMLSelectElement;
    expect(agentSelect.value).toBe('draft-agent');
    expect(within(agentSelect).getByRole('option', { name: 'Draft agent (not published)' })).toBeTruthy();
    expect(screen.getByLabelText(/Notes/).parentElement?.textContent).toContain('indexing');
    fireEvent.change(agentSelect, { target: { value: 'physics-tutor' } });
    fireEvent.click(screen.getByLabelText(/Physics for all/));
    fireEvent.click(screen.getByLabelText('Enable the AI assistant for this course'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved: students see the assistant in this course.')).toBeTruthy();
    expect(saved).toEqual([{ course_id: COURSE, ai_admin_enable: true, agent_alias_id: 'physics-tutor', persona_id: null, sources: ['b2', 'b1'], integrity_policy: 'until_due', daily_message_cap: 50, daily_cost_cap_cents: null }]);
    // A refused read would end the session (the global rule): the administrators' catalogue is never asked for.
    expect(api.get.mock.calls.map(([path]) => path).filter((path) => ['ai-agents', 'ai-sources', 'ai/personas'].includes(path))).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows usage and cost per day, the flagged answers, and drafts an editable description', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderManager({ 'POST ai-course-description': () => ({ description: 'A course about forces and motion.', made: 'extract' }) });
    expect(await screen.findByText('Last 30 days: 4 questions, 1,500 tokens, $0.13.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Questions and cost per day' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual(['Day (UTC)QuestionsTokensCost', '2030-01-0241,500$0.13']);
    expect(await screen.findByText('It is in lesson 1')).toBeTruthy();
    expect(screen.getByText('Jamie Lee')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Draft a description' }));
    const draft = (await screen.findByLabelText('Draft description')) as HTMLTextAreaElement;
    expect(draft.value).toBe('A course about forces and motion.');
    fireEvent.change(draft, { target: { value: 'A course about forces, motion and energy.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy the description' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('A course about forces, motion and energy.'));
  });

  it('frames each section alike: a status line while its call runs, the failure’s message in an alert, what it answered once it has', async () => {
    renderManager({
      [`GET ai/usage/${COURSE}?days=30`]: () => {
        throw new ApiError(500, 'server-error', 'The usage could not be read.');
      },
      [`GET ai/flags/${COURSE}`]: () => [],
      [`GET ai/description/${COURSE}`]: () => new Promise(() => undefined),
    });
    const usageSection = await screen.findByRole('region', { name: 'Usage and cost' });
    expect((await within(usageSection).findByRole('alert')).textContent).toBe('The usage could not be read.');
    expect(within(usageSection).queryByRole('table')).toBeNull();
    const flagged = screen.getByRole('region', { name: 'Flagged answers' });
    expect(await within(flagged).findByText('No student has flagged an answer.')).toBeTruthy();
    expect(within(flagged).queryByRole('status')).toBeNull();
    const description = screen.getByRole('region', { name: 'Course description' });
    expect(within(description).getByRole('status').textContent).toBe('Loading the saved description…');
    expect(within(description).queryByLabelText('Draft description')).toBeNull();
  });

  it('saves the edited description and shows the saved one when it opens again', async () => {
    const saves: unknown[] = [];
    const kept = { course_id: COURSE, description: 'Forces and motion, kept.', updated_at: '2030-01-03T09:00:00.000Z', catalog: null };
    const { api, container } = renderManager({
      [`GET ai/description/${COURSE}`]: () => kept,
      [`PUT ai/description/${COURSE}`]: (body) => (saves.push(body), { ...kept, description: (body as { description: string }).description.trim(), updated_at: '2030-01-03T10:00:00.000Z' }),
    }, INSTRUCTOR);
    const text = (await screen.findByLabelText('Draft description')) as HTMLTextAreaElement;
    expect(text.value).toBe('Forces and motion, kept.');
    fireEvent.change(text, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the description' }));
    expect(await screen.findByText(DESCRIPTION_REQUIRED)).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
    fireEvent.change(text, { target: { value: 'Forces, motion and energy. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the description' }));
    expect(await screen.findByText('Description saved.')).toBeTruthy();
    expect(saves).toEqual([{ description: 'Forces, motion and energy. ' }]);
    expect(text.value).toBe('Forces, motion and energy.');
    expect(await axeViolations(container)).toEqual([]);
    // Drafting again asks before it replaces the text: Cancel keeps it.
    fireEvent.click(screen.getByRole('button', { name: 'Draft a description' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Replace the description?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.post).not.toHaveBeenCalled();
    expect(text.value).toBe('Forces, motion and energy.');
  });

  it('offers whoever may edit the catalog to use the draft as the catalog description, and shows others what the catalog says', async () => {
    const sent: unknown[] = [];
    const kept = { course_id: COURSE, description: 'Forces and motion.', updated_at: '2030-01-03T09:00:00.000Z', catalog: { description: 'Old words.', editable: true } };
    const { container } = renderManager({
      [`GET ai/description/${COURSE}`]: () => kept,
      [`POST ai/description/${COURSE}/catalog`]: (body) => (sent.push(body), { ...kept, description: 'Forces, motion and energy.', catalog: { description: 'Forces, motion and energy.', editable: true } }),
    });
    expect(await screen.findByText('Old words.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Draft description'), { target: { value: 'Forces, motion and energy.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use as the catalog description' }));
    await waitFor(() => expect(sent).toEqual([{ description: 'Forces, motion and energy.' }]));
    expect(await screen.findByText('Forces, motion and energy.', { selector: 'p' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows an instructor the catalog description without the button', async () => {
    renderManager({ [`GET ai/description/${COURSE}`]: () => ({ course_id: COURSE, description: null, updated_at: null, catalog: { description: 'Old words.', editable: false } }) }, INSTRUCTOR);
    expect(await screen.findByText('Old words.')).toBeTruthy();
    expect(screen.getByText('A site administrator writes the catalog’s description.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use as the catalog description' })).toBeNull();
  });
});
