import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { componentFixture, stubLayoutForProseMirror } from '@lms/sdk/testing/web';
import type { CourseMode } from '@lms/sdk/web';
import CommentsFooter from '../src/web/CommentsFooter.tsx';
import type { CommentsAnswer } from '../src/calls/commentCalls.ts';
import type { ApiComment } from '../src/schemas/threadTypes.ts';
import { ADA, COURSE, fakeApi, LESSON, LOCATION, PAGE, post, renderInHost, typeInto } from './webFixture.tsx';

stubLayoutForProseMirror();

const COMPONENT = '6b00000000000000000000d1';
const PATH = `comments/${COURSE}/component/${COMPONENT}/`;

function comment(overrides: Partial<ApiComment> = {}): ApiComment {
  const base = post(overrides as never);
  return { ...base, user: { firstname: 'Bob', lastname: 'Hope', name: base.name, thumbnailUrl: null }, replies: [], ...overrides };
}

function answer(overrides: Partial<CommentsAnswer> = {}): CommentsAnswer {
  return { settings: { enabled: true, close_date: null }, closed: false, moderator: false, comments: [], ...overrides };
}

function renderFooter(current: CommentsAnswer, options: { mode?: CourseMode; professorView?: boolean; type?: string; routes?: Record<string, (body?: unknown) => unknown> } = {}) {
  const api = fakeApi({ [`GET ${PATH}`]: () => current, ...options.routes });
  const component = componentFixture(options.type ?? 'html', {}, { _id: COMPONENT, course_id: COURSE });
  const view = renderInHost(
    <CommentsFooter component={component} courseId={COURSE} lessonId={LESSON} pageId={PAGE} mode={options.mode ?? 'presentation'} professorView={options.professorView ?? false} />,
    { api },
  );
  return { ...view, api };
}

describe('CommentsFooter', () => {
  it('shows nothing to students while comments are off', async () => {
    const { api, container } = renderFooter(answer({ settings: { enabled: false, close_date: null } }));
    await waitFor(() => expect(api.get).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
  });

  it('lets an author turn comments on in Author Mode', async () => {
    const { api } = renderFooter(answer({ settings: { enabled: false, close_date: null } }), {
      mode: 'edit',
      professorView: true,
      routes: { [`PUT comments_settings/${COURSE}/${COMPONENT}/`]: () => ({ enabled: true, close_date: null }) },
    });
    const user = userEvent.setup();
    const checkbox = await screen.findByRole('checkbox', { name: 'Students can comment on this component' });
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save comment settings' });
    expect(save.disabled).toBe(true);
    await user.click(checkbox);
    // The kit's primary button: filled once there is something to save (its disabled look is another).
    expect(save.disabled).toBe(false);
    expect(save.className).toBe('lms-button lms-button--primary');
    await user.click(save);
    expect(api.put).toHaveBeenCalledWith(`comments_settings/${COURSE}/${COMPONENT}/`, { enabled: true, close_date: null });
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
  });

  it('shows the comments with their replies and takes a new comment', async () => {
    const reply = comment({ id: ADA, name: 'Ada Lovelace', message: '<p>Me too</p>' });
    const first = comment({ message: '<p>Nice picture</p>', replies: [reply] });
    const mine = comment({ id: ADA, name: 'Ada Lovelace', message: '<p>Thanks</p>' });
    const { api } = renderFooter(answer({ comments: [first] }), { routes: { [`POST ${PATH}`]: () => mine } });
    expect(await screen.findByRole('heading', { name: 'Comments' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Replies to Bob Hope' })).toBeTruthy();
    await typeInto('New comment', 'Thanks');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Comment' }));
    expect(api.post).toHaveBeenCalledWith(PATH, { message: '<p>Thanks</p>', parent_id: null, location: LOCATION });
    expect(await screen.findByText('Thanks')).toBeTruthy();
  });

  it("disables the input after the close date (part 2 §4), keeping the comments readable", async () => {
    renderFooter(answer({ closed: true, comments: [comment()] }));
    expect(await screen.findByText('Comments are closed.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reply/ })).toBeNull();
    expect(screen.getByRole('article', { name: 'Bob Hope' })).toBeTruthy();
  });

  it('keeps the input open for moderators after the close date', async () => {
    renderFooter(answer({ closed: true, moderator: true }));
    expect(await screen.findByRole('form', { name: 'New comment' })).toBeTruthy();
  });

  it('stays away from boards, which are discussions themselves', async () => {
    const { api, container } = renderFooter(answer(), { type: 'board' });
    expect(container.innerHTML).toBe('');
    expect(api.get).not.toHaveBeenCalled();
  });
});
