import { useMemo, useState, type ReactNode } from 'react';
import { pageClass, useApi, type ScreenProps, Button } from '@lms/sdk/web';
import { AttemptGrader } from './AttemptGrader.tsx';
import { AttemptQueue } from './AttemptQueue.tsx';
import { personName, type QueueFilter } from './attemptQueue.ts';
import { gradingApi } from './gradingApi.ts';
import { getGradingList, type GradingAttempt } from '../../calls/gradingCalls.ts';
import { getLiveView } from '../../calls/reportCalls.ts';
import { GradingHeader } from './GradingHeader.tsx';
import { OverrideDialog } from './OverrideDialog.tsx';
import { StatusMessage, type Outcome } from './StatusMessage.tsx';
import { StudentRoster } from './StudentRoster.tsx';
import { submitOnBehalf } from './submitOnBehalf.ts';
import { useLoadedCall } from './useLoadedCall.ts';
import './grading.css';

/** The attempt being graded and the queue it was chosen from (previous / next follow that queue). */
interface Grading {
  attemptId: string;
  queue: GradingAttempt[];
}

interface Student {
  id: string;
  name: string;
}

/**
 * /{courseId}/grading_center/{componentId}/bystudent: the manual grading
 * queue of an assessment (attempts waiting for a person first), one attempt
 * at a time with previous / next, and per student an override and a submit
 * of a running attempt (part 2 §8, part 3 §3 to §5).
 */
export default function ByStudentScreen({ params }: ScreenProps<'grading_center.bystudent'>) {
  const courseId = params.courseId;
  const componentId = params.componentId;
  const api = useApi();
  const calls = useMemo(() => gradingApi(api, courseId, componentId), [api, courseId, componentId]);
  const scope = { params: { courseId, componentId } };
  const list = useLoadedCall(getGradingList, scope);
  // Who is in the assessment now: the live view's students.
  const roster = useLoadedCall(getLiveView, scope);
  const [filter, setFilter] = useState<QueueFilter>('needs_grading');
  const [grading, setGrading] = useState<Grading | null>(null);
  const [overriding, setOverriding] = useState<Student | null>(null);
  const [submitting, setSubmitting] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submitFor = async (student: Student) => {
    setSubmitting(student.id);
    setOutcome({ failed: false, message: `Submitting for ${student.name}…` });
    const ended = await submitOnBehalf(calls, student.id);
    setSubmitting(null);
    setOutcome(ended);
    list.reload();
    roster.reload();
  };

  const attempts = list.loaded.state === 'loaded' ? list.loaded.value.attempts : [];
  let main: ReactNode;
  if (list.loaded.state === 'loading') main = <p role="status">Loading the attempts…</p>;
  else if (list.loaded.state === 'failed') main = <p role="alert" className="lms-field-error">{list.loaded.message}</p>;
  else if (grading) {
    const at = grading.queue.findIndex((attempt) => attempt._id === grading.attemptId);
    // The list's fresh copy: its status and score change as it is graded.
    const attempt = attempts.find((candidate) => candidate._id === grading.attemptId) ?? grading.queue[at]!;
    const go = (step: number) => setGrading({ ...grading, attemptId: grading.queue[at + step]!._id });
    main = (
      <AttemptGrader
        courseId={courseId}
        componentId={componentId}
        calls={calls}
        attempt={attempt}
        onOverride={() => setOverriding({ id: attempt.user._id, name: personName(attempt.user) })}
        onScoresChanged={list.reload}
        navigation={
          <>
            <Button variant="secondary" onClick={() => setGrading(null)}>
              Back to the attempts
            </Button>
            <Button variant="secondary" disabled={at <= 0} onClick={() => go(-1)}>
              Previous student
            </Button>
            <Button variant="secondary" disabled={at >= grading.queue.length - 1} onClick={() => go(1)}>
              Next student
            </Button>
          </>
        }
      />
    );
  } else
    main = (
      <>
        <AttemptQueue attempts={attempts} filter={filter} onFilter={setFilter} onChoose={(attempt, queue) => setGrading({ attemptId: attempt._id, queue })} />
        <StudentRoster
          roster={roster.loaded}
          submitting={submitting}
          onOverride={(student) => setOverriding({ id: student.user_id, name: personName(student) })}
          onSubmitFor={(student) => void submitFor({ id: student.user_id, name: personName(student) })}
        />
      </>
    );

  return (
    <div className={`${pageClass('wide')} lms-grading`}>
      <GradingHeader courseId={courseId} componentId={componentId} view="bystudent" />
      <StatusMessage outcome={outcome} />
      {main}
      {overriding && (
        <OverrideDialog
          calls={calls}
          studentId={overriding.id}
          studentName={overriding.name}
          onClose={() => setOverriding(null)}
          onSaved={(message) => {
            setOverriding(null);
            setOutcome({ failed: false, message });
          }}
        />
      )}
    </div>
  );
}
