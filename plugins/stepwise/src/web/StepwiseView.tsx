import { useId } from 'react';
import { ChevronDown, ChevronsDown, RotateCcw } from 'lucide-react';
import { Button, RICH_TEXT_CLASS, VISUALLY_HIDDEN_CLASS, type ComponentViewProps } from '@lms/sdk/web';
import type { StepwiseConfig } from '../schemas/stepwiseConfig.ts';
import { useReveal } from './useReveal.ts';
import './StepwiseView.css';

/**
 * Steps revealed one at a time: the learner sees the first, and "Next step"
 * adds the next below it (earlier steps stay). The question of the step to
 * come, if it has one, waits beside the button. Instructors (professorView:
 * not viewing as a student) start with every step shown. The step HTML was sanitised by the server.
 */
export default function StepwiseView({ component, professorView = false }: ComponentViewProps<StepwiseConfig>) {
  const steps = component.config.steps;
  const total = steps.length;
  const { shown, headingRef, showNext, showAll, startOver } = useReveal(total, professorView);
  const promptId = useId();
  const upcoming = steps[shown];

  return (
    <div className="lms-stepwise">
      <ol className="lms-stepwise-steps">
        {steps.slice(0, shown).map((step, index) => (
          <li key={index} className="lms-stepwise-step">
            <h3 ref={headingRef(index)} tabIndex={-1} className="lms-stepwise-title">
              <span className="lms-stepwise-number">Step {index + 1}</span>
              <span className={VISUALLY_HIDDEN_CLASS}>:</span> {step.title}
            </h3>
            {step.prompt !== undefined && (
              <p className="lms-stepwise-prompt">
                <strong>Think first:</strong> {step.prompt}
              </p>
            )}
            {step.body !== '' && <div className={`${RICH_TEXT_CLASS} lms-stepwise-body`} dangerouslySetInnerHTML={{ __html: step.body }} />}
          </li>
        ))}
      </ol>
      {upcoming?.prompt !== undefined && (
        <p id={promptId} className="lms-stepwise-prompt lms-stepwise-upcoming">
          <strong>Before step {shown + 1}:</strong> {upcoming.prompt}
        </p>
      )}
      <div className="lms-stepwise-footer">
        <p className="lms-stepwise-progress" role="status" aria-live="polite">
          Step {shown} of {total}
        </p>
        <div className="lms-stepwise-actions">
          {upcoming !== undefined && (
            <>
              <Button variant="primary" small onClick={showNext} aria-describedby={upcoming.prompt !== undefined ? promptId : undefined}>
                <ChevronDown aria-hidden="true" size={18} />
                Next step
              </Button>
              <Button variant="secondary" small onClick={showAll}>
                <ChevronsDown aria-hidden="true" size={18} />
                Show all
              </Button>
            </>
          )}
          {shown > 1 && (
            <Button variant="secondary" small onClick={startOver}>
              <RotateCcw aria-hidden="true" size={18} />
              Start over
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
