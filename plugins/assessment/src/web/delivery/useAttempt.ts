import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@lms/sdk/web';
import { useDeliveryApi } from './deliveryApi.ts';
import { DELIVERY_WEB_MESSAGES, isTermination, takerMessage } from './deliveryMessages.ts';
import { getRunningAttempt, type ConfidenceLevel, type Responses, type RunningAttempt, type SubmitResult } from '../../calls/deliveryCalls.ts';
import { useCallQuery } from '../serverData.ts';
import { AnswerSaveQueue, AUTOSAVE_MS, type SaveState } from './answerSaveQueue.ts';

export { AUTOSAVE_MS, SAVE_DEBOUNCE_MS, type SaveState, type SaveStatus } from './answerSaveQueue.ts';

/**
 * The running attempt in the browser: its items and responses, saved a
 * second after each change, every 12 s while something is unsaved, and with a
 * keepalive request when the page is hidden or left. A failed save keeps the
 * responses (also in the browser's storage, so a reload after a failure finds
 * them) and tries again. Time is the server's: `serverNow()` is its clock,
 * read at load and advanced by the page's monotonic clock.
 *
 * `initial` is the attempt start/ answered; without it the running attempt is
 * loaded (GET attempt/).
 */
export function useAttempt(courseId: string, componentId: string, initial?: RunningAttempt) {
  const api = useDeliveryApi(courseId, componentId);
  const [attempt, setAttempt] = useState<RunningAttempt | null>(null);
  const [responses, setResponses] = useState<Responses>({});
  const [save, setSave] = useState<SaveState>({ status: 'idle', message: '' });
  const [terminated, setTerminated] = useState(false);
  const [hints, setHints] = useState<Record<string, string[]>>({});
  const [confidence, setConfidence] = useState<Record<string, ConfidenceLevel>>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const current = useRef<Responses>({});
  const submitLock = useRef(false);
  // One queue per attempt screen (the delivery calls change only with the course or component).
  const queue = useMemo(() => new AnswerSaveQueue({ save: (batch) => api.save(batch), onState: setSave, onTerminated: () => setTerminated(true) }), [api]);

  const serverNow = useCallback(() => queue.serverNow(), [queue]);

  const adopt = useCallback(
    (loaded: RunningAttempt) => {
      current.current = queue.adopt(loaded);
      setResponses(current.current);
      setHints(loaded.hints ?? {});
      setConfidence(loaded.confidence ?? {});
      setAttempt(loaded);
    },
    [queue],
  );

  /** Saves what is not saved yet, after any save under way; answers whether everything is saved. */
  const flush = useCallback(() => queue.flush(), [queue]);

  const setResponse = useCallback(
    (itemId: string, response: unknown) => {
      current.current = { ...current.current, [itemId]: response };
      setResponses(current.current);
      queue.change(itemId, response);
    },
    [queue],
  );

  // Without `initial`, the running attempt is read (GET attempt/); only an answer read since this screen opened is taken.
  const running = useCallQuery(getRunningAttempt, { params: { courseId, componentId } }, { enabled: !initial });
  const read = running.isFetchedAfterMount ? running.data : undefined;
  useEffect(() => {
    const loaded = initial ?? read;
    if (loaded) adopt(loaded);
  }, [initial, read, adopt]);
  const readError = initial || !running.error ? null : takerMessage(running.error);

  useEffect(() => {
    const autosave = setInterval(() => {
      if (Object.keys(queue.pending).length > 0) void queue.flush();
    }, AUTOSAVE_MS);
    const leaving = () => {
      if (queue.hasUnsaved) api.saveOnLeave(queue.pending);
    };
    const visibility = () => (document.visibilityState === 'hidden' ? leaving() : void queue.flush());
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      clearInterval(autosave);
      queue.dispose();
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [api, queue]);

  /**
   * Submits with every response (the server takes them while saves are still
   * allowed, and the attempt as it stood at its deadline after). Answers the
   * result, or null when the server refused or was not reached: `submitError`
   * says why (a termination also sets `terminated`). `submitting` is true meanwhile.
   */
  const submit = useCallback(async (): Promise<SubmitResult | null> => {
    if (submitLock.current) return null;
    submitLock.current = true;
    setSubmitting(true);
    setSubmitError(null);
    try {
      await queue.settled();
      const result = await api.submit(current.current);
      queue.finish({ clearBackup: true });
      return result;
    } catch (error) {
      if (isTermination(error)) {
        queue.finish({ clearBackup: false });
        setTerminated(true);
      } else {
        setSubmitError(error instanceof ApiError && error.status === 0 ? DELIVERY_WEB_MESSAGES.submitConnection : takerMessage(error));
      }
      return null;
    } finally {
      submitLock.current = false;
      setSubmitting(false);
    }
  }, [api, queue]);

  /** Loads the attempt again (a branching quiz's path grew); unsaved responses stay. */
  const refresh = useCallback(async () => adopt(await api.attempt()), [api, adopt]);
  const loadError = attempt ? null : readError;

  /** The item's next hint (part 2 §9 "Hint button counts hints"). */
  const takeHint = useCallback(
    async (itemId: string) => {
      const result = await api.hint(itemId);
      setHints((shown) => ({ ...shown, [itemId]: [...(shown[itemId] ?? []), result.hint] }));
      return result;
    },
    [api],
  );

  const chooseConfidence = useCallback(
    async (itemId: string, level: ConfidenceLevel) => {
      setConfidence((chosen) => ({ ...chosen, [itemId]: level }));
      setConfidence((await api.confidence(itemId, level)).confidence);
    },
    [api],
  );

  /** Inline check: the server saves the response, then says whether it is right (null: a person scores it). */
  const check = useCallback(
    async (itemId: string) => {
      const response = current.current[itemId];
      const result = await api.check(itemId, response);
      queue.acknowledge({ [itemId]: response });
      return result;
    },
    [api, queue],
  );

  return { api, courseId, componentId, attempt, loadError, responses, setResponse, save, terminated, flush, submit, submitting, submitError, refresh, serverNow, hints, takeHint, confidence, chooseConfidence, check };
}

/** What useAttempt gives a flow (the linear one here, the video and branching quizzes). */
export type AttemptHandle = ReturnType<typeof useAttempt>;
