import { useState } from 'react';
import { AppLink, Button, Modal, routePath, SelectField } from '@lms/sdk/web';
import { getRubric, listRubrics } from '../../calls/rubricCalls.ts';
import { RUBRIC_MESSAGES } from '../../rules/rubricMessages.ts';
import type { ApiRubric } from '../../schemas/rubricTypes.ts';
import { RubricView } from '../rubrics/RubricView.tsx';
import { useCallQuery } from '../rubrics/serverData.ts';

export interface RubricPickerProps {
  courseId: string;
  rubricId: string | null;
  /** The total the config holds for the chosen rubric (the ledger's max score). */
  totalPoints: number | null | undefined;
  onChoose(rubric: ApiRubric | null): void;
  error?: string;
}

/**
 * Chooses the rubric a project grades with: the course's rubrics (the
 * caller's own first, archived ones left out, but the one chosen kept),
 * a preview of the chosen one, the chosen one's total taken again once it
 * changed (the server refuses a stale one), and a link to the rubrics manager (the spec's
 * "Rubric Builder") to make or change one.
 */
export function RubricPicker({ courseId, rubricId, totalPoints, onChoose, error }: RubricPickerProps) {
  const [previewing, setPreviewing] = useState(false);
  const rubrics = useCallQuery(listRubrics, { params: { courseId } });
  const listed = rubrics.data?.find((rubric) => rubric._id === rubricId);
  const chosen = useCallQuery(getRubric, { params: { courseId, rubricId: rubricId ?? '' } }, { enabled: rubricId !== null && rubrics.isSuccess && !listed });
  const current = listed ?? chosen.data;
  const options = [...(rubrics.data ?? []), ...(current && !listed ? [current] : [])];
  const loadFailed = rubrics.isError || (rubricId !== null && chosen.isError);

  return (
    <div className="pr-project-editor__rubric">
      <SelectField
        label="Rubric"
        value={rubricId ?? ''}
        error={error}
        disabled={rubrics.isPending}
        options={[{ value: '', label: rubrics.isPending ? 'Loading the rubrics…' : 'Choose a rubric' }, ...options.map((rubric) => ({ value: rubric._id, label: `${rubric.title} (${rubric.total_points} points)` }))]}
        onChange={(id) => onChoose(options.find((rubric) => rubric._id === id) ?? null)}
      />
      {loadFailed && (
        <p role="alert" className="lms-field-error">
          {RUBRIC_MESSAGES.loadFailed}
        </p>
      )}
      {current && totalPoints !== current.total_points && (
        <p role="status">
          This rubric now has {current.total_points} points.{' '}
          <Button variant="secondary" small onClick={() => onChoose(current)}>
            Grade out of {current.total_points} points
          </Button>
        </p>
      )}
      <div className="pr-rubrics__actions">
        {current && (
          <Button variant="secondary" onClick={() => setPreviewing(true)}>
            Preview the rubric
          </Button>
        )}
        <AppLink to={routePath('rubrics_manager', { courseId })}>Open the Rubric Builder</AppLink>
      </div>
      {previewing && current && (
        <Modal title={`Rubric: ${current.title}`} size="wide" onClose={() => setPreviewing(false)} actions={<Button onClick={() => setPreviewing(false)}>Close</Button>}>
          <RubricView rubric={current} headingLevel={3} />
        </Modal>
      )}
    </div>
  );
}
