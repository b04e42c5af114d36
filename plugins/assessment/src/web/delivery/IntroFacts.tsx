import { isNoCloseDate } from '@lms/sdk/rules';
import { VISUALLY_HIDDEN_CLASS } from '@lms/sdk/web';
import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import { assessmentMaxScore } from '../../schemas/assessmentRules.ts';
import { timeLimitText } from '@lms/sdk/rules';

export const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The assessment's intro (part 2 §2 "activity intro"): its instructions and
 * what the student should know before starting, and how many attempts they used.
 */
export function IntroFacts({ config, attemptsUsed }: { config: AssessmentConfig; attemptsUsed?: number }) {
  const questions = config.pickx > 0 ? Math.min(config.pickx, config.items.length) : config.items.length;
  const due = config.due_date === null ? null : new Date(config.due_date);
  const points = assessmentMaxScore(config);
  return (
    <div className="lms-assessment-intro">
      {config.instructions && <p className="lms-assessment-instructions">{config.instructions}</p>}
      <dl className="lms-assessment-facts">
        <div>
          <dt>Questions</dt>
          <dd>{questions === 0 ? 'No Questions yet' : plural(questions, 'Question', 'Questions')}</dd>
        </div>
        {config.graded && points > 0 && (
          <div>
            <dt>Points</dt>
            <dd>{points}</dd>
          </div>
        )}
        <div>
          <dt>Time limit</dt>
          <dd>{timeLimitText(config.time_limit)}</dd>
        </div>
        <div>
          <dt>Attempts</dt>
          {/* Part 3 §9: unlimited attempts (0) show as the infinity symbol. */}
          <dd>
            {config.submission_attempts === 0 ? (
              <>
                <span aria-hidden="true">∞</span>
                <span className={VISUALLY_HIDDEN_CLASS}>Unlimited</span>
              </>
            ) : (
              config.submission_attempts
            )}
          </dd>
        </div>
        {attemptsUsed !== undefined && attemptsUsed > 0 && (
          <div>
            <dt>Used</dt>
            <dd>{attemptsUsed}</dd>
          </div>
        )}
        {due && !isNoCloseDate(due) && (
          <div>
            <dt>Due</dt>
            <dd>
              <time dateTime={config.due_date!}>{DATE.format(due)}</time>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
