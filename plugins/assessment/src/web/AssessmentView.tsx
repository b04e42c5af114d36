import { useCallback, useEffect, useState } from 'react';
import { ApiError, type ComponentViewProps } from '@lms/sdk/web';
import type { AssessmentConfig } from '../schemas/assessmentConfig.ts';
import { AttemptFlow } from './delivery/AttemptFlow.tsx';
import { useDeliveryApi } from './delivery/deliveryApi.ts';
import { DELIVERY_WEB_MESSAGES, takerMessage } from './delivery/deliveryMessages.ts';
import { getDeliveryState, type DeliveryState, type RunningAttempt, type SubmitResult } from '../calls/deliveryCalls.ts';
import { ATTEMPTS_CHANGED } from './delivery/attemptEvents.ts';
import { useCallCache, useCallQuery } from './serverData.ts';
import { IntroFacts } from './delivery/IntroFacts.tsx';
import { ProfessorLinks } from './delivery/ProfessorLinks.tsx';
import { ReviewScreen } from './delivery/ReviewScreen.tsx';
import { StartPanel } from './delivery/StartPanel.tsx';
import { SubmissionOutcome } from './delivery/SubmissionOutcome.tsx';
import './assessment.css';

type Screen = { name: 'intro' } | { name: 'attempt'; initial: RunningAttempt } | { name: 'review' };

const loadProblem = (error: unknown) => (error instanceof ApiError && error.status === 0 ? DELIVERY_WEB_MESSAGES.priorAttempts(DELIVERY_WEB_MESSAGES.offline) : takerMessage(error));

/**
 * The assessment (part 2 §4): the intro with what the caller's state offers
 * (start, resume, review, or why not), the running attempt, the submit's
 * outcome and the review. Professors preview, and reach the instructor tools.
 * A container's `opening` (QuizMe, part 3 §4) picks the first screen
 * ('review': the latest attempt's review when there is one; 'initial': the
 * start without the earlier outcome) and hears each submit's visible score.
 */
export default function AssessmentView({ component, courseId, lessonId, pageId, professorView = false, opening }: ComponentViewProps<AssessmentConfig>) {
  const config = component.config;
  const api = useDeliveryApi(courseId, component._id);
  const stateRead = useCallQuery(getDeliveryState, { params: { courseId, componentId: component._id } }, { refetchOn: [ATTEMPTS_CHANGED] });
  const state: DeliveryState | undefined = stateRead.data;
  // Why starting failed, until the state is read again.
  const [startProblem, setProblem] = useState<string>();
  // A failed read right after a submit says the score could not be shown.
  const [afterSubmit, setAfterSubmit] = useState(false);
  const readProblem = stateRead.error ? (afterSubmit ? DELIVERY_WEB_MESSAGES.scoreFailed : loadProblem(stateRead.error)) : undefined;
  const problem = startProblem ?? readProblem;
  const [screen, setScreen] = useState<Screen>({ name: 'intro' });
  const [outcome, setOutcome] = useState<SubmitResult>();
  const [busy, setBusy] = useState(false);
  const { emit } = useCallCache();
  const onScored = opening?.onScored;
  // Opened for review: once, when the state first says there is an attempt to review.
  const [openedInReview, setOpenedInReview] = useState(false);
  useEffect(() => {
    if (opening?.state !== 'review' || openedInReview || !state) return;
    setOpenedInReview(true);
    if (state.recorded) setScreen({ name: 'review' });
  }, [opening?.state, openedInReview, state]);

  const { refetch } = stateRead;
  const loadState = useCallback(async () => {
    setAfterSubmit(false);
    setProblem(undefined);
    await refetch();
  }, [refetch]);

  const start = async () => {
    setBusy(true);
    setOutcome(undefined);
    setProblem(undefined);
    try {
      setScreen({ name: 'attempt', initial: await api.start() });
    } catch (error) {
      await loadState();
      setProblem(takerMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const submitted = useCallback(
    (result: SubmitResult) => {
      setOutcome(result);
      setScreen({ name: 'intro' });
      setAfterSubmit(true);
      setProblem(undefined);
      // The state and the reviews are read again.
      void emit(ATTEMPTS_CHANGED);
      // The container hears a score the taker may see now, never one still waiting for a person.
      if (onScored && result.status !== 'needs_grading' && typeof result.score === 'number' && typeof result.max_score === 'number') onScored({ score: result.score, max_score: result.max_score });
    },
    [emit, onScored],
  );

  const reloadState = useCallback(() => {
    setScreen({ name: 'intro' });
    void loadState();
  }, [loadState]);

  if (screen.name === 'attempt') {
    return <AttemptFlow courseId={courseId} componentId={component._id} config={config} initial={screen.initial} onSubmitted={submitted} onReloadState={reloadState} />;
  }
  if (screen.name === 'review' && state) {
    return <ReviewScreen courseId={courseId} componentId={component._id} config={config} canStart={state.can_start} onStart={() => void start()} onClose={() => setScreen({ name: 'intro' })} />;
  }
  return (
    <div className="lms-assessment-view">
      {/* Just submitted: the submit's answer; coming back: the latest attempt as recorded now. */}
      {/* Opened in the initial state, an earlier attempt's outcome is not shown. */}
      {outcome ? <SubmissionOutcome result={outcome} /> : state?.recorded && !professorView && opening?.state !== 'initial' && <SubmissionOutcome result={state.recorded} />}
      {/* A professor's attempts are previews: they use no attempt. */}
      <IntroFacts config={config} attemptsUsed={professorView ? undefined : state?.attempts_used} />
      {problem && <p role="alert">{problem}</p>}
      {state ? (
        <StartPanel state={state} config={config} preview={professorView} busy={busy} onStart={() => void start()} onReview={() => setScreen({ name: 'review' })} />
      ) : (
        !problem && <p role="status">Loading…</p>
      )}
      {professorView && <ProfessorLinks courseId={courseId} lessonId={lessonId} pageId={pageId} componentId={component._id} title={component.title ?? ''} />}
    </div>
  );
}
