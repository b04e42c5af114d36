import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import QuestionListScreen from '../../src/web/authoring/QuestionListScreen.tsx';
import type { ApiPackage } from '../../src/web/authoring/packages/packageApi.ts';
import { apiItem, COURSE, fakeApi, LIST, renderScreen, summaryOf } from './authoringWebFixture.tsx';

const PACKAGE = '6b00000000000000000000f1';
const QUIZ = '6b00000000000000000000c9';

function pkg(overrides: Partial<ApiPackage> = {}): ApiPackage {
  return {
    _id: PACKAGE,
    course_id: COURSE,
    file_name: 'lighthouse.zip',
    status: 'ready',
    version: '3.0',
    progress: { done: 2, total: 2 },
    error: null,
    report: {
      items: [
        { path: 'items/choice.xml', identifier: 'where', title: 'Where it stood', type: 'single_choice', points: 2, stimuli: ['passages/passage.xml'], refused: null },
        { path: 'items/hotspot.xml', identifier: '', title: '', type: null, points: null, stimuli: [], refused: 'items/hotspot.xml: The qti-hotspot-interaction is not supported.' },
      ],
      stimuli: [{ path: 'passages/passage.xml', identifier: 'passage', title: 'The lighthouse' }],
      media: [{ path: 'images/lighthouse.png', mimetype: 'image/png', size: 70 }],
      tests: [{ path: 'tests/test.xml', identifier: 'T1', title: 'Lighthouse quiz', sections: [{ title: 'Reading', items: 2, select: null, shuffle: true }], settings: { time_limit: 1200, scramble: true, lock_back_button: true, pickx: 0 }, left_out: ['items/hotspot.xml'], not_kept: [] }],
      refused: [{ path: 'images/logo.svg', reason: 'SVG images are not imported (they can carry scripts); use PNG or JPEG.' }],
    },
    imported: null,
    created_at: '2030-01-01T10:00:00.000Z',
    ...overrides,
  };
}

async function violations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

describe('importing a QTI package from the Questions screen', () => {
  it('uploads the zip, shows progress, then the report, and confirms into an assessment', async () => {
    let reads = 0;
    const api = fakeApi({
      [`GET ${LIST}`]: () => ({ items: [summaryOf(apiItem())] }),
      [`GET assessment/packages/${PACKAGE}/`]: () => (++reads === 1 ? pkg({ status: 'reading', progress: { done: 1, total: 2 } }) : pkg()),
      [`GET assessment/packages/assessments/${COURSE}/`]: () => ({ assessments: [{ _id: QUIZ, title: 'Assessment', lesson: 'Week 1', questions: 0 }, { _id: 'b'.repeat(24), title: 'Assessment', lesson: 'Week 1', questions: 3 }, { _id: 'c'.repeat(24), title: 'Assessment', lesson: null, questions: 0 }] }),
      [`POST assessment/packages/${PACKAGE}/confirm/`]: () => pkg({ status: 'imported', imported: { items: [{ path: 'items/choice.xml', _id: 'a'.repeat(24), reference: 'where' }], stimuli: 1, files: 1, assessment: { component_id: QUIZ, test: 'tests/test.xml', items: 1 } } }),
    });
    const upload = vi.mocked(api.upload).mockResolvedValue(pkg({ status: 'reading', progress: { done: 0, total: 2 } }));
    const { container } = renderScreen(QuestionListScreen, { courseId: COURSE }, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Import a QTI package' }));
    const form = screen.getByRole('form', { name: 'Import a QTI package' });
    await userEvent.upload(within(form).getByLabelText('Package (.zip with imsmanifest.xml)'), new File(['PK'], 'lighthouse.zip', { type: 'application/zip' }));
    expect(upload).toHaveBeenCalledWith(`assessment/packages/import/${COURSE}/?name=lighthouse.zip`, expect.any(FormData));
    expect(await within(form).findByText(/Reading the items: 0 of 2/)).toBeTruthy();
    expect(await within(form).findByText(/Reading the items: 1 of 2/, {}, { timeout: 3000 })).toBeTruthy();
    const table = await within(form).findByRole('table', { name: 'Items' }, { timeout: 3000 });
    expect(within(table).getByText('Yes, with its passage')).toBeTruthy();
    expect(within(table).getByText(/Refused: items\/hotspot.xml: The qti-hotspot-interaction is not supported./)).toBeTruthy();
    expect(within(form).getByText(/SVG images are not imported/)).toBeTruthy();
    expect(within(form).getByText(/time limit 20 min, items shuffled, no going back/)).toBeTruthy();
    expect(await violations(container)).toEqual([]);

    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Test to use' }), 'Lighthouse quiz');
    // Two assessments with their type's title, told apart by their lessons.
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Assessment (Week 1), 0 Questions' })).toBeTruthy());
    expect(within(form).getByRole('option', { name: 'Assessment' })).toBeTruthy();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Assessment it fills/ }), 'Assessment (Week 1), 0 Questions');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm the import' }));
    expect(api.post).toHaveBeenCalledWith(`assessment/packages/${PACKAGE}/confirm/`, { test: 'tests/test.xml', component: QUIZ });
    expect(await within(form).findByText('Imported 1 Questions, 1 passages and 1 media files; the assessment now has 1 items.')).toBeTruthy();
  });

  it('refuses another kind of file before sending it, and shows the server\'s refusal naming the file', async () => {
    const api = fakeApi({ [`GET ${LIST}`]: () => ({ items: [] }) });
    const refusal = 'The file "items/choice.xml" declares a DOCTYPE (line 2): DOCTYPEs and entities are not accepted.';
    vi.mocked(api.upload).mockRejectedValue(new (await import('@lms/sdk/web')).ApiError(422, 'validation-failed', refusal, [{ field: 'file', message: refusal }]));
    renderScreen(QuestionListScreen, { courseId: COURSE }, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Import a QTI package' }));
    const picker = screen.getByLabelText('Package (.zip with imsmanifest.xml)');
    await userEvent.upload(picker, new File(['x'], 'notes.txt', { type: 'application/zip' }));
    expect(await screen.findByText('Pick a .zip file.')).toBeTruthy();
    expect(api.upload).not.toHaveBeenCalled();
    await userEvent.upload(picker, new File(['PK'], 'evil.zip', { type: 'application/zip' }));
    expect((await screen.findAllByText(refusal)).length).toBeGreaterThan(0);
  });

  it('exports the listed Questions as a package, in the version chosen', async () => {
    const api = fakeApi({ [`GET ${LIST}`]: () => ({ items: [summaryOf(apiItem())] }) });
    renderScreen(QuestionListScreen, { courseId: COURSE }, api);
    await screen.findByRole('grid');
    await userEvent.click(screen.getByRole('button', { name: 'Export QTI' }));
    const link = screen.getByRole('link', { name: 'Download the Question listed' });
    expect(link.getAttribute('href')).toBe(`/server/assessment/packages/export/?items=${apiItem()._id}`);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Version' }), 'QTI 2.1');
    expect(link.getAttribute('href')).toBe(`/server/assessment/packages/export/?items=${apiItem()._id}&version=2.1`);
  });
});
