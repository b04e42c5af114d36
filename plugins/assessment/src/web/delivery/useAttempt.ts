import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@lms/sdk/web';
import { useDeliveryApi } from './deliveryApi.ts';
import { DELIVERY_WEB_MESSAGES, isTermination, takerMessage } from './deliveryMessages.ts';
import type { ConfidenceLevel, Responses, RunningAttempt, SubmitResult } from '../../calls/deliveryCalls.ts';
import { answerBackup } from './answerBackup.ts';

/** A change is saved this long after the last keystroke. */
export const SAVE_DEBOUNCE_MS = 1000;
/** Part 2 §9: autosave every 12 s (what is not saved yet; also the retry of a failed save). */
export const AUTOSAVE_MS = 12_000;
/** A failed save is tried again after 1, 2, 4, 8 s, then every 12 s. */
const retryDelay = (failures: number) => Math.min(AUTOSAVE_MS, 1000 * 2 ** (failures - 1));

/** 'stopped': the server takes no more saves (time over, closed, submitted for the student). */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'stopped';

export interface SaveState {
  status: SaveStatus;
  /** 'Saved', 'Saving…', or why the last save failed. */
  message: string;
}

const withoutSent = (pending: Responses, sent: Responses): Responses =>
  Object.fromEntries(Object.entries(pending).filter(([id, value]) => !(id in sent && sent[id] === value)));

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
  const [loadError, setLoadError] = useState<string | null>(null);
  const [responses, setResponses] = useState<Responses>({});
  const [save, setSave] = useState<SaveState>({ status: 'idle', message: '' });
  const [terminated, setTerminated] = useState(false);
  const [hints, setHints] = useState<Record<string, string[]>>({});
  const [confidence, setConfidence] = useState<Record<string, ConfidenceLevel>>({});
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const attemptId = useRef<string | null>(null);
  const current = useRef<Responses>({});
  const pending = useRef<Responses>({});
  const chain = useRef<Promise<boolean>>(Promise.resolve(true));
  const stopped = useRef(false);
  const failures = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const serverClock = useRef({ server: 0, at: 0 });
  const submitLock = useRef(false);

  const serverNow = useCallback(() => serverClock.current.server + (performance.now() - serverClock.current.at), []);

  const keepPending = useCallback((next: Responses) => {
    pending.current = next;
    if (attemptId.current) answerBackup.write(attemptId.current, next, serverNow());
  }, [serverNow]);

  const adopt = useCallback((loaded: RunningAttempt) => {
    serverClock.current = { server: Date.parse(loaded.now), at: performance.now() };
    attemptId.current = loaded._id;
    // Answers a failed save kept in this browser, newer than the server's last save, win.
    const backup = answerBackup.read(loaded._id, loaded.saved_at === null ? null : Date.parse(loaded.saved_at));
    pending.current = { ...backup, ...pending.current };
    current.current = { ...loaded.responses, ...pending.current };
    setResponses(current.current);
    setHints(loaded.hints ?? {});
    setConfidence(loaded.confidence ?? {});
    setAttempt(loaded);
    setLoadError(null);
    if (Object.keys(pending.current).length > 0) void flushRef.current();
  }, []);

  const runSave = useCallback(async (): Promise<boolean> => {
    const batch = pending.current;
    if (stopped.current || Object.keys(batch).length === 0) return true;
    setSave({ status: 'saving', message: 'Saving…' });
    try {
      await api.save(batch);
      failures.current = 0;
      keepPending(withoutSent(pending.current, batch));
      setSave({ status: 'saved', message: 'Saved' });
      return true;
    } catch (error) {
      if (isTermination(error)) {
        stopped.current = true;
        setTerminated(true);
        // TerminatedNotice says it, with the way to see the updated status.
        setSave({ status: 'stopped', message: '' });
      } else if (error instanceof ApiError && error.status === 409) {
        // Past the deadline or the close date: the server decides; the flow submits.
        stopped.current = true;
        setSave({ status: 'stopped', message: error.message });
      } else {
        failures.current += 1;
        const detail = error instanceof ApiError && error.status === 0 ? DELIVERY_WEB_MESSAGES.offline : takerMessage(error);
        setSave({ status: 'failed', message: error instanceof ApiError && error.status === 401 ? detail : DELIVERY_WEB_MESSAGES.saveProblem(detail) });
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void flushRef.current(), retryDelay(failures.current));
      }
      return false;
    }
  }, [api, keepPending]);

  /** Saves what is not saved yet, after any save under way; answers whether everything is saved. */
  const flush = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    chain.current = chain.current.then(runSave, runSave);
    return chain.current;
  }, [runSave]);
  // A failed save schedules the next one from inside runSave, declared before flush.
  const flushRef = useRef(flush);
  flushRef.current = flush;

  const setResponse = useCallback(
    (itemId: string, response: unknown) => {
      current.current = { ...current.current, [itemId]: response };
      setResponses(current.current);
      keepPending({ ...pending.current, [itemId]: response });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DEBOUNCE_MS);
    },
    [flush, keepPending],
  );

  useEffect(() => {
    if (initial) {
      adopt(initial);
      return;
    }
    let live = true;
    api.attempt().then(
      (loaded) => live && adopt(loaded),
      (error: unknown) => live && setLoadError(takerMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [api, initial, adopt]);

  useEffect(() => {
    const autosave = setInterval(() => {
      if (Object.keys(pending.current).length > 0) void flush();
    }, AUTOSAVE_MS);
    const leaving = () => {
      if (!stopped.current && Object.keys(pending.current).length > 0) api.saveOnLeave(pending.current);
    };
    const visibility = () => (document.visibilityState === 'hidden' ? leaving() : void flush());
    window.addEventListener('pagehide', leaving);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      clearInterval(autosave);
      clearTimeout(timer.current);
      window.removeEventListener('pagehide', leaving);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, [api, flush]);

  /**
   * Submits with every response (the server takes them while saves are still
   * allowed, and the attempt as it stood at its deadline after). Answers the
   * result, or null when the server refused or was not reached: `submitError`
   * says why (a termination also sets `terminated`). `submitting` is true meanwhile.
   */
  const submit = useCallback(async (): Promise<SubmitResult | null> => {
    if (submitLock.current) return null;
    submitLock.current = true;
    clearTimeout(timer.current);
    setSubmitting(true);
    setSubmitError(null);
    try {
      await chain.current;
      const result = await api.submit(current.current);
      stopped.current = true;
      if (attemptId.current) answerBackup.clear(attemptId.current);
      pending.current = {};
      return result;
    } catch (error) {
      if (isTermination(error)) {
        stopped.current = true;
        setTerminated(true);
      } else {
        setSubmitError(error instanceof ApiError && error.status === 0 ? DELIVERY_WEB_MESSAGES.submitConnection : takerMessage(error));
      }
      return null;
    } finally {
      submitLock.current = false;
      setSubmitting(false);
    }
  }, [api]);

  /** Loads the attempt again (a branching quiz's path grew); unsaved responses stay. */
  const refresh = useCallback(async () => adopt(await api.attempt()), [api, adopt]);

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
      if (pending.current[itemId] === response) keepPending(withoutSent(pending.current, { [itemId]: response }));
      return result;
    },
    [api, keepPending],
  );

  return { api, courseId, componentId, attempt, loadError, responses, setResponse, save, terminated, flush, submit, submitting, submitError, refresh, serverNow, hints, takeHint, confidence, chooseConfidence, check };
}

/** What useAttempt gives a flow (the linear one here, the video and branching quizzes). */
export type AttemptHandle = ReturnType<typeof useAttempt>;
