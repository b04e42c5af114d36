import { useEffect, useRef, useState } from 'react';
import { useApi, useNotify } from '@lms/sdk/web';
import { deleteProgress, getProgress, saveProgress } from '../calls/progressCalls.ts';
import { reviewCard } from '../calls/reviewCalls.ts';
import { reconcileDeck, sessionStatus, startDeck, type Answer } from '../rules/deckMachine.ts';
import type { DeckState, DeckType } from '../schemas/deckState.ts';
import { readStoredSession, storeSession } from './sessionProgress.ts';
import { useCallQuery } from './serverData.ts';
import { useStudyTimer } from './useStudyTimer.ts';

interface DeckPlace {
  courseId: string;
  componentId: string;
  lessonId: string;
  pageId: string;
  type: DeckType;
}

/**
 * A deck's study session with its saved progress: read from session storage,
 * else from the server; every change kept in session storage, every answer,
 * pause and try-again saved to the server, every answer scheduled by FSRS.
 */
export function useDeckProgress(place: DeckPlace, cardIds: readonly string[], onScheduled: () => void) {
  const api = useApi();
  const notify = useNotify();
  const notSaved = () => notify({ type: 'error', message: 'Your progress could not be saved on the server; this tab keeps it.', timeout: 4000 });
  const { courseId, componentId, lessonId, pageId, type } = place;
  // What this tab kept wins; the server's copy is read only when the tab has none (part 2 §4).
  const [stored] = useState(() => readStoredSession(courseId, componentId, type));
  const saved = useCallQuery(getProgress, { params: { courseId, componentId, type } }, { enabled: stored === null, staleTime: Infinity });
  const [state, setState] = useState<DeckState | null>(null);
  const [paused, setPaused] = useState(true);
  const start = useRef<string | null>(null);
  const [timesec, setTimesec] = useStudyTimer(0, state !== null && !paused && sessionStatus(state) !== 'FINISHED');
  const latestTime = useRef(timesec);
  latestTime.current = timesec;

  // The session starts from the saved progress once it is known (a failed read starts afresh); later reads change nothing.
  const loaded = stored ?? (saved.isPending ? undefined : (saved.data ?? null));
  useEffect(() => {
    if (state !== null || loaded === undefined) return;
    start.current = loaded?.start ?? null;
    setTimesec(loaded?.timesec ?? 0);
    setState(loaded ? reconcileDeck(loaded.value, cardIds) : startDeck(cardIds, type === 'user'));
  }, [state, loaded, cardIds, type, setTimesec]);

  function persist(next: DeckState, toServer: boolean, now = new Date().toISOString()) {
    start.current ??= now;
    const session = { value: next, key: sessionStatus(next), start: start.current, stop: now, timesec: latestTime.current };
    storeSession(courseId, componentId, type, session);
    if (toServer) void api.call(saveProgress, { body: { ...session, component_id: componentId, course_id: courseId, type, lesson_id: lessonId, page_id: pageId } }).catch(notSaved);
  }

  function change(next: DeckState, answered?: { cardId: string; answer: Answer }) {
    if (!state) return;
    setState(next);
    const tryingAgain = next.dontKnow.length < state.dontKnow.length;
    persist(next, answered !== undefined || tryingAgain);
    if (answered) {
      void api
        .call(reviewCard, { params: { courseId }, body: { component_id: componentId, type, card_id: answered.cardId, answer: answered.answer, lesson_id: lessonId, page_id: pageId } })
        .then(onScheduled, notSaved);
    }
  }

  function pause() {
    setPaused(true);
    if (state) persist(state, true);
  }

  function restart() {
    const fresh = startDeck(cardIds, type === 'user', { reversed: state?.reversed });
    // The tab keeps the fresh start (it wins over the server's copy, which is deleted).
    storeSession(courseId, componentId, type, { value: fresh, key: 'START', start: null, stop: null, timesec: 0 });
    start.current = null;
    setTimesec(0);
    setState(fresh);
    void api.call(deleteProgress, { params: { courseId, componentId, type } }).catch(notSaved);
  }

  return { state, timesec, paused, change, pause, resume: () => setPaused(false), restart };
}
