import { describe, expect, it } from 'vitest';
import type { CourseAccess } from '@lms/sdk';
import { ACCEPTED_EXTENSIONS, fileFits, isWebAddress } from '../../src/rules/projectArtifacts.ts';
import { PROJECT_COMPONENT_MESSAGES, projectConfigErrors, projectMaxScore } from '../../src/rules/projectComponentRules.ts';
import { effectiveDueDate, NO_DUE_DATE } from '../../src/rules/projectDates.ts';
import { ownerSeesGrade } from '../../src/rules/projectGradeVisibility.ts';
import { readMode, seesGrade } from '../../src/rules/projectRights.ts';
import { apiStatus, isLocked, reopen, share, submit, TRANSITION_MESSAGES, unshare, type StoredProjectStatus } from '../../src/rules/projectStatus.ts';
import { archiveName } from '../../src/server/projects/projectZip.ts';
import { projectConfig } from './projectFixture.ts';

const ALL: StoredProjectStatus[] = ['draft', 'shared', 'submitted', 'submitted_late', 'graded', 'graded_late'];
const due = new Date('2026-04-01T00:00:00Z');

describe('the status machine (part 2 §4 Project status)', () => {
  it('writes the late statuses as the API does', () => {
    expect(ALL.map(apiStatus)).toEqual(['draft', 'shared', 'submitted', 'submitted late', 'graded', 'graded late']);
  });

  it('locks every project but a draft', () => {
    expect(ALL.filter(isLocked)).toEqual(['shared', 'submitted', 'submitted_late', 'graded', 'graded_late']);
  });

  it('shares a draft where allowed before submit; submitted work keeps its status', () => {
    expect(share('draft', true)).toEqual({ status: 'shared' });
    expect(share('draft', false)).toEqual({ refused: { errno: 'sharing-not-allowed', message: TRANSITION_MESSAGES.sharingBeforeSubmit } });
    expect(share('shared', true)).toEqual({ refused: { errno: 'project-status', message: TRANSITION_MESSAGES.shareLocked } });
    expect(share('graded_late', false)).toEqual({ status: 'graded_late' });
  });

  it('unshares a shared project only', () => {
    expect(unshare('shared')).toEqual({ status: 'draft' });
    for (const status of ALL.filter((status) => status !== 'shared')) expect(unshare(status)).toHaveProperty('refused');
  });

  it('submits a draft or shared project, late after the due date', () => {
    expect(submit('draft', due, due)).toEqual({ status: 'submitted' });
    expect(submit('shared', new Date(due.getTime() + 1), due)).toEqual({ status: 'submitted_late' });
    expect(submit('submitted', due, due)).toEqual({ refused: { errno: 'project-status', message: TRANSITION_MESSAGES.submitted } });
    expect(submit('graded', due, due)).toHaveProperty('refused');
  });

  it('reopens submitted or graded work to draft', () => {
    for (const status of ['submitted', 'submitted_late', 'graded', 'graded_late'] as const) expect(reopen(status)).toEqual({ status: 'draft' });
    expect(reopen('draft')).toHaveProperty('refused');
    expect(reopen('shared')).toHaveProperty('refused');
  });
});

describe('due dates (part 2 §5 "No due date is treated as 2199-12-31")', () => {
  it('answers the due date, or the sentinel', () => {
    expect(effectiveDueDate('2026-04-01T00:00:00.000Z')).toEqual(due);
    expect(effectiveDueDate(null)).toEqual(NO_DUE_DATE);
    expect(NO_DUE_DATE.toISOString().slice(0, 10)).toBe('2199-12-31');
  });
});

describe('artifact files and links (part 2 §5 Files "Accepted media")', () => {
  it("takes the spec's extensions per type, in any case", () => {
    expect(ACCEPTED_EXTENSIONS.image).toEqual(['jpg', 'jpeg', 'png', 'gif', 'webp']);
    expect(fileFits('image', 'PNG')).toBe(true);
    expect(fileFits('image', 'svg')).toBe(false);
    expect(fileFits('video', 'mov')).toBe(true);
    expect(fileFits('audio', 'mp3')).toBe(true);
    expect(fileFits('audio', 'mp4')).toBe(false);
    expect(fileFits('document', 'docx')).toBe(true);
    expect(fileFits('presentation', 'pptx')).toBe(true);
    expect(fileFits('spreadsheet', 'xlsx')).toBe(true);
    expect(fileFits('pdf', 'docx')).toBe(false);
    expect(fileFits('file', 'exe')).toBe(false);
  });

  it('takes http and https addresses only', () => {
    expect(isWebAddress('https://example.org/a')).toBe(true);
    expect(isWebAddress(' http://example.org ')).toBe(true);
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '/relative', 'ftp://example.org', 'https://', 'example.org']) expect(isWebAddress(url)).toBe(false);
  });
});

describe('component save rules (part 2 §5)', () => {
  it('needs a rubric or a max score on a graded project, never both', () => {
    expect(projectConfigErrors(projectConfig())).toEqual([]);
    expect(projectConfigErrors(projectConfig({ max_score: null }))).toEqual([{ field: 'project/max_score', message: PROJECT_COMPONENT_MESSAGES.rubricOrMaxScore }]);
    expect(projectConfigErrors(projectConfig({ max_score: 0 }))).toHaveLength(1);
    expect(projectConfigErrors(projectConfig({ max_score: null, rubric: true }))).toEqual([{ field: 'project/rubric_id', message: PROJECT_COMPONENT_MESSAGES.rubricOrMaxScore }]);
    expect(projectConfigErrors(projectConfig({ max_score: null, rubric: true, rubric_id: 'a'.repeat(24), rubric_total_points: 8 }))).toEqual([]);
    expect(projectConfigErrors(projectConfig({ rubric: true, rubric_id: 'a'.repeat(24) }))).toEqual([{ field: 'project/max_score', message: PROJECT_COMPONENT_MESSAGES.rubricAndMaxScore }]);
    expect(projectConfigErrors(projectConfig({ graded: false, max_score: null }))).toEqual([]);
  });

  it('needs a max score on graded comments', () => {
    const comments = (max_score: number | null) => ({ comments_comp: { comments: { due_date: null, graded: true, max_score } } });
    expect(projectConfigErrors(projectConfig({}, comments(null)))).toEqual([{ field: 'comments_comp/comments/max_score', message: 'Graded comments must have a max score associated with it' }]);
    expect(projectConfigErrors(projectConfig({}, comments(5)))).toEqual([]);
  });

  it("scores out of the max score, or the rubric's total", () => {
    expect(projectMaxScore(projectConfig({ max_score: 12 }))).toBe(12);
    expect(projectMaxScore(projectConfig({ max_score: null, rubric: true, rubric_id: 'a'.repeat(24), rubric_total_points: 30 }))).toBe(30);
  });
});

describe('rights (part 2 §6)', () => {
  const access = (fields: Partial<CourseAccess>): CourseAccess => ({ courseId: 'c', student: false, professor: false, manage: false, edit: false, ...fields });
  const student = access({ student: true });
  const professor = access({ professor: true, manage: true, edit: true });

  it('gives the owner myProjectView, professors previewView, classmates foreignProjectView of shared work only', () => {
    expect(readMode('ada', false, 'ada', student)).toBe('myProjectView');
    expect(readMode('ada', false, 'irene', professor)).toBe('previewView');
    expect(readMode('ada', false, 'abe', access({ professor: true }))).toBeNull();
    expect(readMode('ada', false, 'bob', student)).toBeNull();
    expect(readMode('ada', true, 'bob', student)).toBe('foreignProjectView');
  });

  it('shows a grade to professors, to its owner once visible, never to classmates', () => {
    expect(seesGrade('previewView', false)).toBe(true);
    expect(seesGrade('myProjectView', true)).toBe(true);
    expect(seesGrade('myProjectView', false)).toBe(false);
    expect(seesGrade('foreignProjectView', true)).toBe(false);
  });

  it("follows the activity's score visibility for the owner", () => {
    const now = new Date('2026-05-01T00:00:00Z');
    expect(ownerSeesGrade('immediately', null, null, now)).toBe(true);
    expect(ownerSeesGrade(undefined, null, null, now)).toBe(true);
    expect(ownerSeesGrade('never', null, null, now)).toBe(false);
    expect(ownerSeesGrade('after_due_date', due, null, now)).toBe(true);
    expect(ownerSeesGrade('after_due_date', new Date('2026-06-01T00:00:00Z'), null, now)).toBe(false);
    expect(ownerSeesGrade('after_close_date', null, null, now)).toBe(false);
  });
});

describe('the archive', () => {
  it('names archive files safely', () => {
    expect(archiveName('../etc/passwd', 'x')).toBe('.. etc passwd');
    expect(archiveName('  ', 'text')).toBe('text');
    expect(archiveName('a'.repeat(100), 'x')).toHaveLength(80);
  });
});
