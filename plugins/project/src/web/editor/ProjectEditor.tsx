import { CheckboxField, Field, OtherFieldErrors, SelectField, type ComponentEditorProps } from '@lms/sdk/web';
import { projectConfigErrors } from '../../rules/projectComponentRules.ts';
import type { ProjectConfig } from '../../schemas/projectConfig.ts';
import type { ApiRubric } from '../../schemas/rubricTypes.ts';
import { fromLocalInput, toLocalInput } from './dueDate.ts';
import { RubricPicker } from './RubricPicker.tsx';
import { ScoreInput } from './ScoreInput.tsx';
import '../rubrics/rubrics.css';

type ProjectSettings = ProjectConfig['project'];
type CommentSettings = ProjectConfig['comments_comp']['comments'];
type LatePolicy = NonNullable<ProjectSettings['policy']>;

const PERIODS = [
  { value: '3600', label: 'Hour' },
  { value: '86400', label: 'Day' },
  { value: '604800', label: 'Week' },
];
const DEFAULT_POLICY: LatePolicy = { penalty: 10, per: 86400, max: 100 };

const SHOWN = [
  'project/due_date',
  'project/due_time',
  'project/max_score',
  'project/rubric_id',
  'project/rubric_total_points',
  'project/policy',
  'project/policy/penalty',
  'project/policy/per',
  'project/policy/max',
  'comments_comp/comments/due_date',
  'comments_comp/comments/max_score',
];

/**
 * The project component's settings (part 2 §3 Project component, §5): due
 * date, graded with a max score OR a rubric (picked from the course's, with a
 * preview), the rubric shown to students, the late policy, graded comments
 * with their due date and max score, and sharing before submitting. The
 * save rules' messages show as the author edits (the server runs the same function).
 */
export default function ProjectEditor({ value, onChange, errors, courseId }: ComponentEditorProps<ProjectConfig>) {
  const project = value.project;
  const comments = value.comments_comp.comments;
  const setProject = (patch: Partial<ProjectSettings>) => onChange({ ...value, project: { ...project, ...patch } });
  const setComments = (patch: Partial<CommentSettings>) => onChange({ ...value, comments_comp: { comments: { ...comments, ...patch } } });
  const rules = Object.fromEntries(projectConfigErrors(value).map((problem) => [problem.field, problem.message]));
  const messages: Record<string, string> = { ...rules, ...errors };
  const policy = project.policy ?? null;

  const chooseRubric = (rubric: ApiRubric | null) => setProject({ rubric: true, max_score: null, rubric_id: rubric?._id ?? null, rubric_total_points: rubric?.total_points ?? null });
  const gradeWith = (method: 'score' | 'rubric') =>
    setProject(method === 'rubric' ? { rubric: true, max_score: null } : { rubric: false, rubric_id: null, rubric_total_points: null, show_rubric: false });

  return (
    <div className="pr-project-editor">
      <Field label="Due" hint="Leave it empty for no due date." error={messages['project/due_date'] ?? messages['project/due_time']}>
        {(control) => <input {...control} type="datetime-local" value={toLocalInput(project.due_date)} onChange={(event) => setProject(fromLocalInput(event.target.value))} />}
      </Field>
      <CheckboxField label="Graded" value={project.graded} onChange={(graded) => setProject({ graded })} />
      {project.graded && (
        <fieldset className="pr-rescore__choices">
          <legend>Graded with</legend>
          <label>
            <input type="radio" name="project-grading" checked={!project.rubric} onChange={() => gradeWith('score')} /> A max score
          </label>
          <label>
            <input type="radio" name="project-grading" checked={project.rubric} onChange={() => gradeWith('rubric')} /> A rubric
          </label>
        </fieldset>
      )}
      {project.graded && !project.rubric && (
        <ScoreInput label="Max score" value={project.max_score} error={messages['project/max_score']} onChange={(max_score) => setProject({ max_score })} />
      )}
      {project.rubric && (
        <>
          <RubricPicker courseId={courseId} rubricId={project.rubric_id} totalPoints={project.rubric_total_points} onChoose={chooseRubric} error={messages['project/rubric_id'] ?? messages['project/rubric_total_points'] ?? messages['project/max_score']} />
          <CheckboxField label="Students see the rubric before they submit" value={project.show_rubric} onChange={(show_rubric) => setProject({ show_rubric })} />
        </>
      )}
      {project.graded && (
        <CheckboxField label="Apply a late policy when grading late work" value={policy !== null} onChange={(on) => setProject({ policy: on ? DEFAULT_POLICY : null })} />
      )}
      {project.graded && policy && (
        <fieldset className="pr-criteria__item">
          <legend>Late policy</legend>
          <ScoreInput label="Penalty (percent)" integer value={policy.penalty} error={messages['project/policy/penalty']} onChange={(penalty) => setProject({ policy: { ...policy, penalty: penalty ?? 0 } })} />
          <SelectField
            label="Per"
            value={String(policy.per)}
            options={PERIODS}
            error={messages['project/policy/per']}
            onChange={(per) => setProject({ policy: { ...policy, per: Number(per) as LatePolicy['per'] } })}
          />
          <ScoreInput label="Maximum penalty (percent)" integer value={policy.max} error={messages['project/policy/max']} onChange={(max) => setProject({ policy: { ...policy, max: max ?? 0 } })} />
        </fieldset>
      )}
      <CheckboxField
        label="Students may share their project before submitting it"
        value={value.sharing_allowed_before_submit}
        onChange={(sharing_allowed_before_submit) => onChange({ ...value, sharing_allowed_before_submit })}
      />
      <CheckboxField label="Graded comments" value={comments.graded} onChange={(graded) => setComments({ graded })} />
      {comments.graded && (
        <>
          <Field label="Comments due" hint="Leave it empty for no due date." error={messages['comments_comp/comments/due_date']}>
            {(control) => <input {...control} type="datetime-local" value={toLocalInput(comments.due_date)} onChange={(event) => setComments({ due_date: fromLocalInput(event.target.value).due_date })} />}
          </Field>
          <ScoreInput label="Comments max score" value={comments.max_score} error={messages['comments_comp/comments/max_score']} onChange={(max_score) => setComments({ max_score })} />
        </>
      )}
      <OtherFieldErrors errors={errors} shownFields={SHOWN} />
    </div>
  );
}
