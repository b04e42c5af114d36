import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { componentFixture, ControlledEditor, fakeApiClient } from '@lms/sdk/testing/web';
import ProjectEditor from '../../src/web/editor/ProjectEditor.tsx';
import { toLocalInput } from '../../src/web/editor/dueDate.ts';
import { PROJECT_COMPONENT_MESSAGES as PROJECT_CONFIG_MESSAGES } from '../../src/rules/projectComponentRules.ts';
import { DEFAULT_PROJECT_CONFIG, type ProjectConfig } from '../../src/schemas/projectConfig.ts';
import { AXE_RULES, apiRubric, COURSE, renderWithHost } from './rubricWebFixture.tsx';

const essay = apiRubric(1, { title: 'Essay', total_points: 15 });
const archived = apiRubric(2, { title: 'Old essay', archived: true, total_points: 20 });

function renderEditor(config: ProjectConfig = DEFAULT_PROJECT_CONFIG, errors: Record<string, string> = {}) {
  const onChange = vi.fn<(config: ProjectConfig) => void>();
  const api = fakeApiClient({
    [`GET rubrics/${COURSE}`]: () => [essay],
    [`GET rubrics/${COURSE}/${archived._id}`]: () => archived,
  });
  const view = renderWithHost(<ControlledEditor Editor={ProjectEditor} component={componentFixture('project', config, { course_id: COURSE })} onChange={onChange} errors={errors} />, api);
  return { ...view, onChange, last: () => onChange.mock.lastCall?.[0] };
}

const graded = (project: Partial<ProjectConfig['project']>): ProjectConfig => ({ ...DEFAULT_PROJECT_CONFIG, project: { ...DEFAULT_PROJECT_CONFIG.project, graded: true, ...project } });

describe('ProjectEditor', () => {
  it("says a graded project needs a rubric or a max score (part 2 §5), and takes a max score", async () => {
    const { last, container } = renderEditor();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Graded' }));
    expect(screen.getByText(PROJECT_CONFIG_MESSAGES.rubricOrMaxScore)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Max score' }), '20');
    expect(screen.queryByText(PROJECT_CONFIG_MESSAGES.rubricOrMaxScore)).toBeNull();
    expect(last()?.project).toMatchObject({ graded: true, max_score: 20, rubric: false, rubric_id: null });
    expect((await axe.run(container, AXE_RULES)).violations).toEqual([]);
  });

  it("picks a rubric from the course's, with its total points, and previews it", async () => {
    const { last } = renderEditor(graded({ max_score: 10 }));
    await userEvent.click(screen.getByRole('radio', { name: 'A rubric' }));
    expect(last()?.project).toMatchObject({ rubric: true, max_score: null });
    expect(screen.getByText(PROJECT_CONFIG_MESSAGES.rubricOrMaxScore)).toBeTruthy();
    const picker = screen.getByRole('combobox', { name: 'Rubric' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Essay (15 points)' })).toBeTruthy());
    await userEvent.selectOptions(picker, essay._id);
    expect(last()?.project).toMatchObject({ rubric: true, rubric_id: essay._id, rubric_total_points: 15, max_score: null });
    expect(screen.queryByText(PROJECT_CONFIG_MESSAGES.rubricOrMaxScore)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Preview the rubric' }));
    const dialog = screen.getByRole('dialog', { name: 'Rubric: Essay' });
    expect(within(dialog).getByText('Total: 15 points')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Students see the rubric before they submit' }));
    expect(last()?.project.show_rubric).toBe(true);
    expect(screen.getByRole('link', { name: 'Open the Rubric Builder' }).getAttribute('href')).toBe(`/${COURSE}/rubrics_manager`);
  });

  it('keeps the archived rubric a project already grades with among the choices', async () => {
    renderEditor(graded({ rubric: true, rubric_id: archived._id, rubric_total_points: 20 }));
    const picker = screen.getByRole('combobox', { name: 'Rubric' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: 'Old essay (20 points)' })).toBeTruthy());
    expect((picker as HTMLSelectElement).value).toBe(archived._id);
    expect(screen.queryByText(/This rubric now has/)).toBeNull();
  });

  it("takes the chosen rubric's new total once the rubric changed", async () => {
    const { last } = renderEditor(graded({ rubric: true, rubric_id: essay._id, rubric_total_points: 10 }), { 'project/rubric_total_points': "The rubric's points have changed: choose the rubric again." });
    expect(await screen.findByText(/This rubric now has 15 points/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Grade out of 15 points' }));
    expect(last()?.project).toMatchObject({ rubric_id: essay._id, rubric_total_points: 15 });
  });

  it('says graded comments need a max score, and edits their date, the due date, sharing and the late policy', async () => {
    const { last } = renderEditor(graded({ max_score: 10 }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Graded comments' }));
    expect(screen.getByText(PROJECT_CONFIG_MESSAGES.gradedComments)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Comments max score' }), '5');
    expect(screen.queryByText(PROJECT_CONFIG_MESSAGES.gradedComments)).toBeNull();
    fireEvent.change(screen.getByLabelText('Due'), { target: { value: '2030-01-10T09:30' } });
    expect(last()?.project).toMatchObject({ due_date: new Date('2030-01-10T09:30').toISOString(), due_time: '09:30' });
    expect((screen.getByLabelText('Due') as HTMLInputElement).value).toBe(toLocalInput(new Date('2030-01-10T09:30').toISOString()));
    fireEvent.change(screen.getByLabelText('Due'), { target: { value: '' } });
    expect(last()?.project).toMatchObject({ due_date: null, due_time: null });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Students may share their project before submitting it' }));
    expect(last()?.sharing_allowed_before_submit).toBe(false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Apply a late policy when grading late work' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Per' }), 'Week');
    expect(last()?.project.policy).toEqual({ penalty: 10, per: 604800, max: 100 });
    expect(last()?.comments_comp.comments.max_score).toBe(5);
  });

  it("shows a failed save's messages by their fields", () => {
    renderEditor(graded({ max_score: 10 }), { 'project/max_score': 'The max score can be at most 999.', elsewhere: 'Something else.' });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['The max score can be at most 999.', 'Something else.']);
  });
});
