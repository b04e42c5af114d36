import { useState } from 'react';
import { AppLink, pageClass, useApi, useNotify, type RouteScreenProps } from '@lms/sdk/web';
import { getDueCards, reviewCard, type DueCard } from '../calls/reviewCalls.ts';
import { startDeck, type Answer } from '../rules/deckMachine.ts';
import type { DeckState } from '../schemas/deckState.ts';
import type { reviewRoute } from './routes.ts';
import { StudySession, type StudyCard } from './StudySession.tsx';
import { useCallQuery } from './serverData.ts';
import { useStudyTimer } from './useStudyTimer.ts';
import './flashcards.css';

/** A due card's key in the session: card ids are unique within a deck, not across decks. */
const keyOf = (card: Pick<DueCard, 'component_id' | 'type' | 'card_id'>) => `${card.component_id}:${card.type}:${card.card_id}`;

/** Issue 20: the cards due today across the course's decks, studied as one session; each answer is scheduled again. */
export default function ReviewScreen({ params }: RouteScreenProps<typeof reviewRoute>) {
  const { courseId } = params;
  const due = useCallQuery(getDueCards, { params: { courseId } });
  if (due.isPending) return <main className={pageClass('medium')}><p role="status">Loading…</p></main>;
  if (due.error) return <main className={pageClass('medium')}><p role="alert">{due.error.message}</p></main>;
  return (
    <main className={`${pageClass('medium')} lms-flashcards-review`}>
      <h1>Flashcards due today</h1>
      {due.data.cards.length === 0 ? <p>No cards are due today. Well done!</p> : <DueSession courseId={courseId} cards={due.data.cards} />}
    </main>
  );
}

function DueSession({ courseId, cards }: { courseId: string; cards: DueCard[] }) {
  const api = useApi();
  const notify = useNotify();
  const studyCards: StudyCard[] = cards.map((card) => ({
    id: keyOf(card),
    frontText: card.frontText,
    backText: card.backText,
    front: card.front,
    back: card.back,
    note: (
      <p className="lms-flashcard__deck">
        {card.lesson_id && card.page_id ? <AppLink to={`/${courseId}/${card.lesson_id}/${card.page_id}`}>{card.title}</AppLink> : card.title}
      </p>
    ),
  }));
  const [state, setState] = useState<DeckState>(() => startDeck(studyCards.map((card) => card.id), false));
  const [paused, setPaused] = useState(true);
  const [timesec] = useStudyTimer(0, !paused && state.left.length > 0);

  function change(next: DeckState, answered?: { cardId: string; answer: Answer }) {
    setState(next);
    const card = answered && cards.find((candidate) => keyOf(candidate) === answered.cardId);
    if (!answered || !card) return;
    void api
      .call(reviewCard, { params: { courseId }, body: { component_id: card.component_id, type: card.type, card_id: card.card_id, answer: answered.answer } })
      .catch(() => notify({ type: 'error', message: 'This answer could not be saved. Check your connection.', timeout: 4000 }));
  }

  return (
    <StudySession
      label="Cards due today"
      cards={studyCards}
      state={state}
      timesec={timesec}
      paused={paused}
      onChange={change}
      onPause={() => setPaused(true)}
      onResume={() => setPaused(false)}
      onRestart={() => setState(startDeck(studyCards.map((card) => card.id), false))}
    />
  );
}
