import { describe, expect, it } from 'vitest';
import { PROJECT_CONFIG_MESSAGES, projectConfigProblems } from '../src/rules/projectConfigRules.ts';
import { DEFAULT_PROJECT_CONFIG, type ProjectConfig } from '../src/schemas/projectConfig.ts';

const RUBRIC = '6b00000000000000000000f1';

function config(project: Partial<ProjectConfig['project']>, comments: Partial<ProjectConfig['comments_comp']['comments']> = {}): ProjectConfig {
  return {
    ...DEFAULT_PROJECT_CONFIG,
    project: { ...DEFAULT_PROJECT_CONFIG.project, ...project },
    comments_comp: { comments: { ...DEFAULT_PROJECT_CONFIG.comments_comp.comments, ...comments } },
  };
}

describe('projectConfigProblems', () => {
  it("quotes part 2 §5's messages exactly", () => {
    expect(PROJECT_CONFIG_MESSAGES.rubricOrMaxScore).toBe(
      'All projects must have either a Rubric or a designated Max Score. Please go to the Rubric Builder to choose one of these options.',
    );
    expect(PROJECT_CONFIG_MESSAGES.commentsMaxScore).toBe('Graded comments must have a max score associated with it');
  });

  it('accepts an ungraded project, and a graded one with a max score or with a chosen rubric', () => {
    expect(projectConfigProblems(DEFAULT_PROJECT_CONFIG)).toEqual([]);
    expect(projectConfigProblems(config({ graded: true, max_score: 20 }))).toEqual([]);
    expect(projectConfigProblems(config({ graded: true, rubric: true, rubric_id: RUBRIC }))).toEqual([]);
  });

  it('needs a rubric or a max score on a graded project, never both', () => {
    const message = PROJECT_CONFIG_MESSAGES.rubricOrMaxScore;
    expect(projectConfigProblems(config({ graded: true }))).toEqual([{ path: 'project/max_score', message }]);
    expect(projectConfigProblems(config({ graded: true, max_score: 0 }))).toEqual([{ path: 'project/max_score', message }]);
    expect(projectConfigProblems(config({ graded: true, rubric: true }))).toEqual([{ path: 'project/rubric_id', message }]);
    const both = [{ path: 'project/max_score', message: PROJECT_CONFIG_MESSAGES.rubricAndMaxScore }];
    expect(projectConfigProblems(config({ graded: true, rubric: true, rubric_id: RUBRIC, max_score: 10 }))).toEqual(both);
    expect(projectConfigProblems(config({ graded: false, rubric_id: RUBRIC, max_score: 10 }))).toEqual(both);
  });

  it('needs a max score on graded comments', () => {
    const message = PROJECT_CONFIG_MESSAGES.commentsMaxScore;
    expect(projectConfigProblems(config({}, { graded: true }))).toEqual([{ path: 'comments_comp/comments/max_score', message }]);
    expect(projectConfigProblems(config({}, { graded: true, max_score: 5 }))).toEqual([]);
  });
});
