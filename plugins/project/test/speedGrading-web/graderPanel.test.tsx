import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError } from '@lms/sdk/web';
import type { ApiGrade } from '../../src/schemas/projectTypes.ts';
import { AXE, grade } from '../projectWebFixture.tsx';
import { ADA, BANK_PATH, COMPONENT, COURSE, CY, gradingRoutes, queue, QUEUE_PATH, renderGrader, RUBRIC, SAVE, screenPath, studentPath, submission } from './speedGradingFixture.tsx';

afterEach(() => window.localStorage.clear());

const criterion = (name: 'Content' | 'Style') => screen.getByRole('radiogroup', { name: new RegExp(`^${name}`) });
const checked = (name: 'Content' | 'Style') => within(criterion(name)).queryByRole('radio', { checked: true })?.querySelector('.lms-sg-rating__name')?.textContent ?? null;
const feedback = () => screen.getByRole('textbox', { name: 'Feedback' }) as HTMLTextAreaElement;
const saveButton = () => screen.getByRole('button', { name: 'Save and go to the next ungraded' });
const savedAnswer = (revision: number, score = 8) => ({ data: { grades: [{ student_id: ADA }] }, grade: grade({ grade: score, revision }) });

async function openOn(student: string, routes = gradingRoutes()) {
  const view = renderGrader(routes, screenPath(student));
  await screen.findByRole('complementary', { name: 'Grading' });
  return view;
}

describe('rubric scoring by keyboard', () => {
  it('a key per rating picks the nth rating of the focused criterion and goes on to the next; the arrows move', async () => {
    await openOn(ADA);
    const first = within(criterion('Content')).getAllByRole('radio')[0]!;
    act(() => first.focus());
    await userEvent.keyboard('3');
    expect(checked('Content')).toBe('Good');
    // The focus went on to Style's group.
    expect(criterion('Style').contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('2');
    expect(checked('Style')).toBe('Fair');
    expect(screen.getByText('Total: 8 / 10')).toBeTruthy();

    // Arrows move among the ratings and choose, as radios do.
    act(() => within(criterion('Style')).getByRole('radio', { checked: true }).focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(checked('Style')).toBe('Good');
    expect(document.activeElement?.textContent).toContain('Good');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(checked('Style')).toBe('Poor');
    // A key beyond the ratings does nothing.
    await userEvent.keyboard('7');
    expect(checked('Style')).toBe('Poor');
    expect(screen.getByText('Total: 6 / 10')).toBeTruthy();
    // One tab stop per group: the chosen rating.
    expect(within(criterion('Content')).getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('scores two students by keys alone: digits per criterion, Ctrl+Enter saves and goes on to the next ungraded', async () => {
    const saved: { student_id: string; grade: number }[] = [];
    const { navigations } = await openOn(ADA, gradingRoutes({ [SAVE]: (body) => (saved.push(body as { student_id: string; grade: number }), savedAnswer(saved.length)) }));
    act(() => within(criterion('Content')).getAllByRole('radio')[0]!.focus());
    await userEvent.keyboard('32{Control>}{Enter}{/Control}');
    await waitFor(() => expect(navigations).toEqual([screenPath(CY)]));
    await waitFor(() => expect(criterion('Content').contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('13{Control>}{Enter}{/Control}');
    await waitFor(() => expect(saved.map(({ student_id, grade }) => [student_id, grade])).toEqual([[ADA, 8], [CY, 6]]));
  });
});

describe("the 'use rubric' preference", () => {
  it('defaults to the rubric; off grades with a plain score (at most the max, 2 decimals, else blank), remembered per course and component', async () => {
    const saved: unknown[] = [];
    const routes = gradingRoutes({ [SAVE]: (body) => (saved.push(body), savedAnswer(1, 7.46)) });
    const first = await openOn(ADA, routes);
    const toggle = screen.getByRole('checkbox', { name: 'Use rubric' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await userEvent.click(toggle);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(window.localStorage.getItem(`project.speedGrading.useRubric.${COURSE}.${COMPONENT}`)).toBe('false');

    const score = screen.getByRole('textbox', { name: 'Score (out of 10)' }) as HTMLInputElement;
    for (const [typed, kept] of [
      ['-3', ''],
      ['abc', ''],
      ['12', '10'],
      ['7.456', '7.46'],
    ] as const) {
      await userEvent.clear(score);
      await userEvent.type(score, typed);
      await userEvent.tab();
      expect(score.value).toBe(kept);
    }
    await userEvent.click(saveButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual(expect.objectContaining({ type: 'score', grade: 7.46, criteria: {}, rubric_id: null }));
    first.unmount();

    // Opened again: the choice is kept for this course and component.
    await openOn(CY);
    expect((screen.getByRole('checkbox', { name: 'Use rubric' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Score (out of 10)' })).toBeTruthy();
  });

  it('a component graded by max score has no rubric to use', async () => {
    await openOn(ADA, gradingRoutes({ [`GET ${QUEUE_PATH}`]: () => queue({ rubric: null, max_score: 20 }) }));
    expect(screen.queryByRole('checkbox', { name: 'Use rubric' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Score (out of 20)' })).toBeTruthy();
  });
});

describe('two graders on one submission', () => {
  const theirs: ApiGrade = grade({ grade: 3, original_score: 3, criteria: { content: 1, style: 1 }, rubric_id: RUBRIC._id, text_feedback: 'Too short.', revision: 2 });

  it('409 grade-changed: shows the other save, keeps this grader\'s input, and takes theirs when asked', async () => {
    let other = false;
    const { container } = await openOn(
      ADA,
      gradingRoutes({
        [`GET ${studentPath(ADA)}`]: () => submission(ADA, other ? theirs : null),
        [SAVE]: () => {
          other = true;
          throw new ApiError(409, 'grade-changed', 'Another grader saved this grade meanwhile.');
        },
      }),
    );
    await userEvent.click(within(criterion('Content')).getAllByRole('radio')[2]!);
    await userEvent.click(within(criterion('Style')).getAllByRole('radio')[2]!);
    await userEvent.type(feedback(), 'Excellent');
    await userEvent.click(saveButton());

    const dialog = await screen.findByRole('alertdialog', { name: 'Another grader saved this grade' });
    expect(within(dialog).getByRole('region', { name: 'Their save' }).textContent).toContain('Score: 3 / 10');
    expect(within(dialog).getByRole('region', { name: 'Their save' }).textContent).toContain('Too short.');
    expect(within(within(dialog).getByRole('list', { name: 'Their ratings' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Content: Poor (1)', 'Style: Poor (1)']);
    expect(within(dialog).getByRole('region', { name: 'Your changes' }).textContent).toContain('Score: 10 / 10');
    expect((await axe.run(document.body, AXE)).violations).toEqual([]);

    // Keep editing: nothing of theirs replaced this grader's input.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(feedback().value).toBe('Excellent');
    expect([checked('Content'), checked('Style')]).toEqual(['Good', 'Good']);

    await userEvent.click(screen.getByRole('button', { name: 'Compare and choose' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Another grader saved this grade' })).getByRole('button', { name: 'Take theirs' }));
    expect(feedback().value).toBe('Too short.');
    expect([checked('Content'), checked('Style')]).toEqual(['Poor', 'Poor']);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('overwriting saves this grader\'s input over the revision they were shown', async () => {
    let other = false;
    const saved: { revision: number; text_feedback: string }[] = [];
    const { navigations } = await openOn(
      ADA,
      gradingRoutes({
        [`GET ${studentPath(ADA)}`]: () => submission(ADA, other ? theirs : null),
        [SAVE]: (body) => {
          const sent = body as { revision: number; text_feedback: string };
          if (sent.revision < theirs.revision) {
            other = true;
            throw new ApiError(409, 'grade-changed', 'Another grader saved this grade meanwhile.');
          }
          saved.push(sent);
          return savedAnswer(3);
        },
      }),
    );
    await userEvent.click(within(criterion('Content')).getAllByRole('radio')[1]!);
    await userEvent.click(within(criterion('Style')).getAllByRole('radio')[1]!);
    await userEvent.type(feedback(), 'Mine');
    await userEvent.click(saveButton());
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Another grader saved this grade' })).getByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() => expect(saved).toEqual([expect.objectContaining({ revision: 2, text_feedback: 'Mine' })]));
    await waitFor(() => expect(navigations).toEqual([screenPath(CY)]));
  });

  it("shows another grader's live save of the student on screen, and asks instead when this grader has changes", async () => {
    const { socket } = await openOn(ADA);
    await waitFor(() => expect(socket.sent.map(({ event }) => event)).toContain('project:speed-grading-join'));
    expect(socket.sent[0]?.payload).toEqual({ courseId: COURSE, componentId: COMPONENT });
    const event = (saved: ApiGrade) => ({ course_id: COURSE, component_id: COMPONENT, student_id: ADA, project_id: 'p', status: 'graded', grade: saved, graded_by: 'someone' });

    act(() => socket.serverEmit('project:grade-saved', event(theirs)));
    expect(await screen.findByText('Another grader saved a grade for this student. It is shown now.')).toBeTruthy();
    expect(feedback().value).toBe('Too short.');

    await userEvent.clear(feedback());
    await userEvent.type(feedback(), 'My view');
    act(() => socket.serverEmit('project:grade-saved', event({ ...theirs, text_feedback: 'Changed again.', revision: 5 })));
    expect((await screen.findByRole('alert')).textContent).toContain('Another grader saved a grade for this student while you were working.');
    expect(feedback().value).toBe('My view');
  });
});

describe('late policy and feedback', () => {
  it('shows the deduction and the resulting score when the policy is applied', async () => {
    const saved: unknown[] = [];
    await openOn(
      ADA,
      gradingRoutes({
        [`GET ${QUEUE_PATH}`]: () => queue({ policy: { penalty: 10, per: 86400, max: 50 } }),
        [`GET ${studentPath(ADA)}`]: () => submission(ADA, null, { seconds_late: 2 * 86400 - 60, late_percent: 20 }),
        [SAVE]: (body) => (saved.push(body), savedAnswer(1)),
      }),
    );
    await userEvent.click(within(criterion('Content')).getAllByRole('radio')[2]!);
    await userEvent.click(within(criterion('Style')).getAllByRole('radio')[1]!);
    const policy = screen.getByRole('region', { name: 'Late policy' });
    expect(within(policy).getByText('Submitted late: the policy deducts 20%.')).toBeTruthy();
    expect(within(policy).getByText('Resulting score: 8 / 10')).toBeTruthy();
    await userEvent.click(within(policy).getByRole('checkbox', { name: 'Apply late policy' }));
    expect(within(policy).getByText('Resulting score: 6.4 / 10')).toBeTruthy();
    await userEvent.click(saveButton());
    await waitFor(() => expect(saved).toEqual([expect.objectContaining({ grade: 8, apply_policy: true })]));
  });

  it('inserts, adds and removes comments of the course bank', async () => {
    let bank = [{ _id: '6f00000000000000000000f9', text: 'See the rubric.', owned_by: 'x', created_at: '2030-01-01T00:00:00.000Z' }];
    const added: unknown[] = [];
    await openOn(
      ADA,
      gradingRoutes({
        [`GET ${BANK_PATH}`]: () => bank,
        [`POST ${BANK_PATH}`]: (body) => {
          added.push(body);
          const entry = { _id: '6f00000000000000000000fa', text: (body as { text: string }).text, owned_by: 'x', created_at: '2030-01-02T00:00:00.000Z' };
          bank = [entry, ...bank];
          return entry;
        },
        [`DELETE ${BANK_PATH}/6f00000000000000000000f9`]: () => {
          bank = bank.filter((entry) => entry._id !== '6f00000000000000000000f9');
          return {};
        },
      }),
    );
    await userEvent.type(feedback(), 'Good work.');
    await userEvent.click(await screen.findByRole('button', { name: 'Insert: See the rubric.' }));
    expect(feedback().value).toBe('Good work.\nSee the rubric.');

    await userEvent.type(screen.getByRole('textbox', { name: 'New comment for the bank' }), 'Cite your sources.');
    await userEvent.click(screen.getByRole('button', { name: 'Add to the bank' }));
    expect(await screen.findByRole('button', { name: 'Insert: Cite your sources.' })).toBeTruthy();
    expect(added).toEqual([{ text: 'Cite your sources.' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove from the bank: See the rubric.' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Insert: See the rubric.' })).toBeNull());
  });

  it('plays the saved audio and video feedback, says a video is still converting, and removes one', async () => {
    const file = (kind: 'audio' | 'video', converting = false) => ({ id: `6f00000000000000000000${kind === 'audio' ? 'aa' : 'bb'}`, filename: kind, url: `/server/media/${kind}`, thumbnailUrl: null, mimetype: `${kind}/webm`, converting });
    await openOn(ADA, gradingRoutes({ [`GET ${studentPath(ADA)}`]: () => submission(ADA, grade({ audio_feedback: file('audio'), video_feedback: file('video', true) })) }));
    expect(screen.getByLabelText('Saved audio feedback').getAttribute('src')).toBe('/server/media/audio');
    expect(screen.getByText('Video uploaded, conversion in progress. You may submit your project during the conversion process.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove audio feedback' }));
    expect(screen.queryByLabelText('Saved audio feedback')).toBeNull();
  });

  it('records audio feedback in the browser, uploads it to the file library and saves its id', async () => {
    class FakeRecorder {
      state = 'inactive';
      mimeType = 'audio/webm;codecs=opus';
      ondataavailable: ((event: { data: Blob }) => void) | null = null;
      onstop: (() => void) | null = null;
      start() {
        this.state = 'recording';
      }
      stop() {
        this.state = 'inactive';
        this.ondataavailable?.({ data: new Blob(['sound'], { type: 'audio/webm' }) });
        this.onstop?.();
      }
    }
    const original = navigator.mediaDevices;
    Object.assign(window, { MediaRecorder: FakeRecorder });
    URL.createObjectURL ??= () => 'blob:take';
    URL.revokeObjectURL ??= () => undefined;
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: async () => ({ getTracks: () => [{ stop() {} }] }) }, configurable: true });
    try {
      const saved: unknown[] = [];
      const { api } = await openOn(ADA, gradingRoutes({ [SAVE]: (body) => (saved.push(body), savedAnswer(1)) }));
      const uploads: string[] = [];
      const media = { _id: '6f00000000000000000000cc', display_name: 'Audio feedback recording.webm', url: '/server/media/cc', thumbnail_url: null, mimetype: 'audio/webm' };
      (api.upload as unknown as { mockImplementation(fn: (path: string, form: FormData) => unknown): void }).mockImplementation(async (path, form) => {
        uploads.push(`${path} ${(form.get('file') as File).name}`);
        return { data: media, mimetype: 'audio/webm' };
      });
      await userEvent.click(screen.getByRole('button', { name: 'Record audio feedback' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Stop recording' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Attach this recording' }));
      expect((await screen.findByLabelText('Saved audio feedback')).getAttribute('src')).toBe('/server/media/cc');
      expect(uploads).toEqual([`files/${COURSE}/upload/ Audio feedback recording.webm`]);
      await userEvent.keyboard('{Control>}{Enter}{/Control}');
      expect(screen.getByRole('alert').textContent).toBe('Choose a rating for every criterion.');
      await userEvent.click(within(criterion('Content')).getAllByRole('radio')[0]!);
      await userEvent.click(within(criterion('Style')).getAllByRole('radio')[0]!);
      await userEvent.click(saveButton());
      await waitFor(() => expect(saved).toEqual([expect.objectContaining({ audio_feedback: media._id, video_feedback: null })]));
    } finally {
      Object.defineProperty(navigator, 'mediaDevices', { value: original, configurable: true });
      Reflect.deleteProperty(window, 'MediaRecorder');
    }
  });

  it("says 'Permission denied.' for 500 ms when the microphone is refused", async () => {
    const original = navigator.mediaDevices;
    Object.assign(window, { MediaRecorder: class {} });
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: () => Promise.reject(new DOMException('no', 'NotAllowedError')) }, configurable: true });
    try {
      await openOn(ADA);
      vi.useFakeTimers({ shouldAdvanceTime: true });
      await userEvent.click(screen.getByRole('button', { name: 'Record audio feedback' }));
      expect((await screen.findByText('Permission denied.')).getAttribute('role')).toBe('alert');
      act(() => vi.advanceTimersByTime(500));
      await waitFor(() => expect(screen.queryByText('Permission denied.')).toBeNull());
    } finally {
      vi.useRealTimers();
      Object.defineProperty(navigator, 'mediaDevices', { value: original, configurable: true });
      Reflect.deleteProperty(window, 'MediaRecorder');
    }
  });
});
