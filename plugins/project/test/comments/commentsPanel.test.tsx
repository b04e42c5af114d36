import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { commentFixture, fakeApiClient, FakeRealtimeSocket, renderInHost, stubLayoutForProseMirror } from '@lms/sdk/testing/web';
import type { ApiComment } from '@lms/sdk/calls';
import type { WebSessionUser } from '@lms/sdk/web';
import ProjectCommentsPanel from '../../src/web/comments/ProjectCommentsPanel.tsx';
import { CommentGrading } from '../../src/web/comments/CommentGrading.tsx';
import type { ProjectCommentsAnswer, StudentComments } from '../../src/calls/commentCalls.ts';

stubLayoutForProseMirror();

const COURSE = '6b0000000000000000000c01';
const PROJECT = '6b00000000000000000000f1';
const COMPONENT = '6b00000000000000000000d1';
const ADA = '6b00000000000000000000a1';
const BOB = '6b00000000000000000000a2';
const PATH = `comments/${COURSE}/projects/${PROJECT}/`;
const ada: WebSessionUser = { mongoId: ADA, name: 'Ada Lovelace', firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.org', instructor: false, administrator: 0, program_administrator: false, accountType: 'standard' };

const comment = (overrides: Partial<ApiComment> = {}) => commentFixture(BOB, overrides);

function renderPanel(answer: ProjectCommentsAnswer, routes: Record<string, (body?: unknown) => unknown> = {}, socket = new FakeRealtimeSocket()) {
  socket.answer('project:comments.join', () => ({ ok: true, data: { moderator: answer.moderator } }));
  const api = fakeApiClient({ [`GET ${PATH}`]: () => answer, ...routes });
  return { ...renderInHost(<ProjectCommentsPanel courseId={COURSE} projectId={PROJECT} componentId={COMPONENT} />, { api, viewer: ada, socket }), api };
}

describe('ProjectCommentsPanel', () => {
  it('shows the thread and posts a new comment', async () => {
    const mine = comment({ id: ADA, name: 'Ada Lovelace', message: '<p>Hello</p>' });
    const { api } = renderPanel({ moderator: false, graded: false, comments: [comment()] }, { [`POST ${PATH}`]: () => mine });
    expect(await screen.findByRole('article', { name: 'Bob Hope' })).toBeTruthy();
    const textbox = screen.getByRole('textbox', { name: 'New comment' });
    act(() => textbox.focus());
    await userEvent.setup().keyboard('Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith(PATH, { message: '<p>Hello</p>', parent_id: null }));
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeTruthy();
  });

  it('offers pinning to moderators only, and flags for readers', async () => {
    renderPanel({ moderator: false, graded: false, comments: [comment()] });
    await screen.findByRole('article', { name: 'Bob Hope' });
    expect(screen.getByRole('button', { name: /^Flag/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pin/ })).toBeNull();
  });

  it('joins the project’s comment room and shows live comments, announced', async () => {
    const socket = new FakeRealtimeSocket();
    renderPanel({ moderator: true, graded: false, comments: [] }, {}, socket);
    await screen.findByText('No comments yet.');
    await waitFor(() => expect(socket.sent).toContainEqual({ event: 'project:comments.join', payload: { courseId: COURSE, projectId: PROJECT } }));
    await act(async () => {
      socket.serverEmit('project:comment.post', { projectId: PROJECT, comment: comment({ name: 'Cy Live' }) });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('article', { name: 'Cy Live' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('New comment by Cy Live');
    expect(screen.getByRole('button', { name: /^Pin/ })).toBeTruthy();
  });
});

describe('CommentGrading', () => {
  const grading = `comments-grading/${COURSE}/${COMPONENT}/${BOB}/`;
  const record = (overrides: Partial<StudentComments> = {}): StudentComments => ({
    graded: true,
    max_score: 10,
    due_date: null,
    commented_at: null,
    grade: null,
    graded_at: null,
    revision: 0,
    comments: [{ _id: 'c1', project_id: PROJECT, project_title: 'Ada’s portfolio', message: '<p>Great colours</p>', raw_message: 'Great colours', timestamp: '2030-01-01T00:00:00.000Z' }],
    ...overrides,
  });

  it('lists the student’s comments and saves a score up to the max score', async () => {
    const api = fakeApiClient({ [`GET ${grading}`]: () => record(), [`PUT ${grading}`]: () => record({ grade: 7, revision: 1 }) });
    renderInHost(<CommentGrading courseId={COURSE} componentId={COMPONENT} studentId={BOB} />, { api, viewer: ada });
    expect(await screen.findByText('Ada’s portfolio')).toBeTruthy();
    const score = screen.getByRole('textbox', { name: /Comments score \(out of 10\)/ });
    await userEvent.type(score, '11');
    await userEvent.click(screen.getByRole('button', { name: 'Save score' }));
    expect(await screen.findByText('The score can be at most 10.')).toBeTruthy();
    expect(api.put).not.toHaveBeenCalled();
    await userEvent.clear(score);
    await userEvent.type(score, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save score' }));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith(grading, { grade: 7, revision: 0 }));
  });
});
