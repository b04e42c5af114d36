import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FOUND_IN_COURSE_LABEL, MESSAGE_CAP_REACHED, NOT_FOUND_IN_COURSE, AI_DISABLED, refusedDuringAttempt } from '../../src/calls/aiRules.ts';
import type { ChatInfo, ChatMessage } from '../../src/calls/chatCalls.ts';
import ChatPanel from '../../src/web/chat/ChatPanel.tsx';
import { answerMessage, answerStream, axeViolations, bookPassage, COURSE, coursePassage, failingAsk, LESSON, PAGE, renderAi, STUDENT } from './aiWebFixture.tsx';

const info: ChatInfo = { enabled: true, agent: { title: 'Physics tutor', initial_questions: [{ title: 'Newton', question: 'What is Newton’s first law?' }] }, persona: null, mode: 'passages', messages_left_today: 5 };
const question: ChatMessage = { _id: 'm1', role: 'user', text: 'What is Newton’s first law?', mode: null, passages: [], refusal: null, flagged: false, created_at: '2030-01-01T10:00:00.000Z' };
const quoted = answerMessage({ text: `${FOUND_IN_COURSE_LABEL}:\n\n[p1] Newton’s laws\n> ${coursePassage.quote}\n`, passages: [coursePassage] });

function renderChat(routes: Record<string, (body?: unknown) => unknown> = {}, chat: ChatInfo = info) {
  return renderAi(<ChatPanel courseId={COURSE} />, {
    [`GET ai/chat/${COURSE}`]: () => chat,
    [`GET ai/chat/${COURSE}/conversations`]: () => [],
    ...routes,
  }, { user: STUDENT, place: { courseId: COURSE } });
}

afterEach(() => vi.unstubAllGlobals());

describe('the student’s course assistant panel', () => {
  it('asks an initial question, streams the quoted answer, labels it found in the course, links the cited page and announces it once complete', async () => {
    const stream = answerStream();
    const { container, navigate, api } = renderChat({ [`GET ai/chat/${COURSE}/conversations/c1`]: () => ({ _id: 'c1', title: question.text, messages: [question, quoted] }) });
    expect(await screen.findByText(/5 questions left today/)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('group', { name: 'Suggested questions' })).getByRole('button', { name: 'Newton' }));
    await waitFor(() => expect(stream.requests).toHaveLength(1));
    expect(stream.requests[0]!.url).toBe(`/server/ai/chat/${COURSE}/ask`);
    expect(stream.requests[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(stream.requests[0]!.init.body))).toEqual({ question: 'What is Newton’s first law?' });
    expect((stream.requests[0]!.init.headers as Record<string, string>)['X-Api-Version']).toBeTruthy();

    const status = screen.getByRole('status');
    act(() => stream.send({ type: 'start', conversation_id: 'c1', question_id: 'm1', mode: 'passages' }, { type: 'passages', passages: [coursePassage] }, { type: 'text', delta: `${FOUND_IN_COURSE_LABEL}:\n` }, { type: 'text', delta: `\n[p1] Newton’s laws\n> ${coursePassage.quote}\n` }));
    expect(await screen.findByText(FOUND_IN_COURSE_LABEL)).toBeTruthy();
    expect(await screen.findByText(/A body stays at rest/)).toBeTruthy();
    // Not announced token by token: the live region waits for the complete answer.
    expect(status.textContent).toBe('');
    act(() => {
      stream.send({ type: 'done', message: quoted });
      stream.end();
    });
    await waitFor(() => expect(status.textContent).toContain('Answer: Found in the course'));
    expect(status.textContent).toContain(coursePassage.quote);
    // Once stored, the answer shows from the conversation read again.
    await waitFor(() => expect(api.get).toHaveBeenCalledWith(`ai/chat/${COURSE}/conversations/c1`));
    await screen.findByText('What is Newton’s first law?', { selector: 'p' });
    const link = (await screen.findAllByRole('link', { name: /Newton’s laws/ }))[0]!;
    expect(link.getAttribute('href')).toBe(`/${COURSE}/${LESSON}/${PAGE}`);
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith(`/${COURSE}/${LESSON}/${PAGE}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('links a generated answer’s citations: a course passage to its page, a book’s to its place in the sources', async () => {
    const stream = answerStream();
    const generated = answerMessage({ mode: 'generated', text: 'Objects keep their motion [p1]; force is mass times acceleration [p2].', passages: [coursePassage, bookPassage] });
    renderChat({ [`GET ai/chat/${COURSE}/conversations/c1`]: () => ({ _id: 'c1', title: 'q', messages: [{ ...question, text: 'Explain force' }, generated] }) }, { ...info, mode: 'generated', messages_left_today: null });
    fireEvent.change(await screen.findByLabelText('Your question'), { target: { value: 'Explain force' } });
    fireEvent.keyDown(screen.getByLabelText('Your question'), { key: 'Enter' });
    act(() => {
      stream.send({ type: 'start', conversation_id: 'c1', question_id: 'm1', mode: 'generated' }, { type: 'passages', passages: [coursePassage, bookPassage] }, { type: 'text', delta: generated.text }, { type: 'done', message: generated });
      stream.end();
    });
    const cite1 = await screen.findByRole('link', { name: '[p1] Newton’s laws' });
    expect(cite1.getAttribute('href')).toBe(`/${COURSE}/${LESSON}/${PAGE}`);
    expect(screen.getByRole('link', { name: '[p2]' }).getAttribute('href')).toMatch(/#.+-p2$/);
    expect(screen.getByText('Physics for all (R. Feyn, page 12)')).toBeTruthy();
    expect(screen.queryByText(FOUND_IN_COURSE_LABEL)).toBeNull();
  });

  it('shows a refusal as it comes, and the server’s refusal before any answer (a cap reached)', async () => {
    const stream = answerStream();
    const why = refusedDuringAttempt('Quiz 1');
    const refusal = answerMessage({ mode: 'refused', text: why, refusal: 'integrity' });
    renderChat({ [`GET ai/chat/${COURSE}/conversations/c1`]: () => ({ _id: 'c1', title: 'q', messages: [{ ...question, text: 'Answer quiz 1 question 3' }, refusal] }) });
    fireEvent.change(await screen.findByLabelText('Your question'), { target: { value: 'Answer quiz 1 question 3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    act(() => {
      stream.send({ type: 'start', conversation_id: 'c1', question_id: 'm1', mode: 'passages' }, { type: 'passages', passages: [] }, { type: 'text', delta: why }, { type: 'done', message: refusal });
      stream.end();
    });
    expect(await screen.findByText(why)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`Answer: ${why}`));

    vi.unstubAllGlobals();
    failingAsk(429, 'ai-message-cap', MESSAGE_CAP_REACHED);
    fireEvent.change(screen.getByLabelText('Your question'), { target: { value: 'One more' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGE_CAP_REACHED);
  });

  it('asks nothing for an empty question and says so at the box', async () => {
    const stream = answerStream();
    renderChat();
    fireEvent.click(await screen.findByRole('button', { name: 'Ask' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please type a question.');
    expect(screen.getByLabelText('Your question').getAttribute('aria-invalid')).toBe('true');
    expect(stream.requests).toHaveLength(0);
  });

  it('reopens an earlier conversation, copies an answer and flags it as wrong with a reason', async () => {
    const flagged: unknown[] = [];
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const notFound = answerMessage({ mode: 'refused', text: NOT_FOUND_IN_COURSE, refusal: 'not-found' });
    const { api, notify, container } = renderChat({
      [`GET ai/chat/${COURSE}/conversations`]: () => [{ _id: 'c9', title: 'Where is the syllabus?', updated_at: '2030-01-01T10:00:00.000Z', messages: 2 }],
      [`GET ai/chat/${COURSE}/conversations/c9`]: () => ({ _id: 'c9', title: 'Where is the syllabus?', messages: [{ ...question, text: 'Where is the syllabus?' }, notFound] }),
      [`POST ai/chat/${COURSE}/messages/m2/flag`]: (body) => (flagged.push(body), { ...notFound, flagged: true }),
    });
    await screen.findByRole('option', { name: 'Where is the syllabus?' });
    fireEvent.change(screen.getByLabelText('Conversation'), { target: { value: 'c9' } });
    expect(await screen.findByText(NOT_FOUND_IN_COURSE)).toBeTruthy();
    expect(screen.getByText('Where is the syllabus?', { selector: 'p' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the answer' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(NOT_FOUND_IN_COURSE));
    expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Answer copied.' });
    fireEvent.click(screen.getByRole('button', { name: 'Flag as wrong' }));
    fireEvent.change(screen.getByLabelText('What is wrong with this answer? (optional)'), { target: { value: 'It is in lesson 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send flag' }));
    expect(await screen.findByText('Flagged as wrong')).toBeTruthy();
    expect(flagged).toEqual([{ reason: 'It is in lesson 1' }]);
    expect(api.post).toHaveBeenCalledWith(`ai/chat/${COURSE}/messages/m2/flag`, { reason: 'It is in lesson 1' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says the assistant is off in a course where it is not enabled', async () => {
    renderChat({}, { ...info, enabled: false, agent: null });
    expect(await screen.findByText(AI_DISABLED)).toBeTruthy();
    expect(screen.queryByLabelText('Your question')).toBeNull();
  });
});
