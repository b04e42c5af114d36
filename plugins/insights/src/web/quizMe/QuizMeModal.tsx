import { useCallback, useEffect, useRef, useState } from 'react';
import { getComponent } from '@lms/sdk/calls';
import { Button, Modal, useComponentRenderer, useCourseMode, type ComponentOpening, type ScoredOutcome } from '@lms/sdk/web';
import type { QuizMeQuiz, QuizMeState } from '../../calls/quizMeCalls.ts';
import { useCallQuery } from '../reports/serverData.ts';
import './quizMe.css';

/** Part 3 §9: the QuizMe outcome. */
export const quizMeOutcome = ({ score, max_score }: ScoredOutcome) => `You scored ${score} out of ${max_score}`;

export interface QuizMeModalProps {
  courseId: string;
  quiz: QuizMeQuiz;
  /** Part 3 §4: review for a professor, initial otherwise (GET insights/quizme answers it). */
  state: QuizMeState;
  onClose(): void;
}

/**
 * The QuizMe modal (part 3 "Other screens"): the assessment as its own plugin
 * shows it, hosted in the kit's Modal, opened in `state` through the SDK's
 * ComponentOpening; after each scored submit it says 'You scored X out of Y'
 * and takes the focus there. Escape and Close close it; the focus goes back to
 * the button that opened it.
 */
export function QuizMeModal({ courseId, quiz, state, onClose }: QuizMeModalProps) {
  const Hosted = useComponentRenderer();
  const mode = useCourseMode();
  const component = useCallQuery(getComponent, { params: { courseId, componentId: quiz.component_id }, query: mode === 'student' ? { as: 'student' } : {} });
  const [scored, setScored] = useState<ScoredOutcome>();
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const onScored = useCallback((outcome: ScoredOutcome) => setScored(outcome), []);
  // After the submit the attempt's buttons are gone: the reader lands on the outcome, once it is written.
  useEffect(() => {
    if (scored) outcomeRef.current?.focus();
  }, [scored]);
  const opening: ComponentOpening = { state, onScored };
  return (
    <Modal
      title={`QuizMe: ${quiz.title}`}
      size="wide"
      onClose={onClose}
      actions={
        <Button type="button" variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <p ref={outcomeRef} role="status" tabIndex={-1} className="ins-quizme__outcome">
        {scored ? quizMeOutcome(scored) : ''}
      </p>
      {component.isPending && <p role="status">Loading the assessment…</p>}
      {component.error && <p role="alert">{component.error.message}</p>}
      {component.data && <Hosted component={component.data} lessonId={quiz.lesson_id} pageId={quiz.page_id} mode={mode} opening={opening} />}
    </Modal>
  );
}
