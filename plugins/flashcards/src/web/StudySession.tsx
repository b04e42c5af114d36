import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@lms/sdk/web';
import type { DeckState } from '../schemas/deckState.ts';
import type { CardMedia } from '../schemas/flashcardsConfig.ts';
import { answerCard, currentCardId, flipCard, moveBy, sessionStatus, toggleReversed, toggleShuffled, tryAgain, type Answer } from '../rules/deckMachine.ts';
import { shortcutAction } from '../rules/flashcardConstants.ts';
import { CardFace } from './CardFace.tsx';
import { studyTimings } from './motion.ts';

export interface StudyCard {
  id: string;
  frontText: string;
  backText: string;
  front?: CardMedia;
  back?: CardMedia;
  /** The card starts with its back up (the author's choice). */
  flipped?: boolean;
  /** Shown above the card (the deck it comes from, in a review across decks). */
  note?: ReactNode;
}

export interface StudySessionProps {
  label: string;
  cards: readonly StudyCard[];
  state: DeckState;
  timesec: number;
  paused: boolean;
  /** A new state; `answered` when a card moved to know or dontKnow. */
  onChange(next: DeckState, answered?: { cardId: string; answer: Answer }): void;
  onPause(): void;
  onResume(): void;
  onRestart(): void;
  /** Under the card (the card's next review date). */
  cardFooter?(cardId: string): ReactNode;
}

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Part 2 §4: one study session. START or CONTINUE opens on a button, then
 * a card at a time: up know, down don't know, slash flips, left and right (and
 * Page Up, Page Down) move; the card moves away in 700 ms and the next shows
 * 200 ms later. FINISHED offers try again (don't-know cards first) and start over.
 */
export function StudySession({ label, cards, state, timesec, paused, onChange, onPause, onResume, onRestart, cardFooter }: StudySessionProps) {
  const [opened, setOpened] = useState(false);
  const [moving, setMoving] = useState<Answer | null>(null);
  const [waiting, setWaiting] = useState(false);
  const timers = useRef<number[]>([]);
  const cardRegion = useRef<HTMLDivElement>(null);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const status = sessionStatus(state);
  const finishedHeading = useRef<HTMLHeadingElement>(null);
  const previousStatus = useRef(status);
  // The control that was used disappears as the session finishes or starts again: the focus follows the session.
  useEffect(() => {
    if (previousStatus.current === status) return;
    if (status === 'FINISHED') finishedHeading.current?.focus();
    else if (previousStatus.current === 'FINISHED') cardRegion.current?.focus();
    previousStatus.current = status;
  }, [status]);
  const cardId = currentCardId(state);
  const card = cards.find((candidate) => candidate.id === cardId);
  const busy = moving !== null || waiting;

  const later = (milliseconds: number, run: () => void) => {
    if (milliseconds === 0) return run();
    timers.current.push(window.setTimeout(run, milliseconds));
  };

  function answer(choice: Answer) {
    if (busy || !cardId) return;
    const { moveMs, iterateMs } = studyTimings();
    setMoving(choice);
    later(moveMs, () => {
      setMoving(null);
      setWaiting(true);
      later(iterateMs, () => {
        setWaiting(false);
        onChange(answerCard(state, choice), { cardId, answer: choice });
      });
    });
  }

  function move(step: 1 | -1) {
    if (busy) return;
    setWaiting(true);
    later(studyTimings().iterateMs, () => {
      setWaiting(false);
      onChange(moveBy(state, step));
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (paused || !opened || status === 'FINISHED' || event.altKey || event.ctrlKey || event.metaKey) return;
    // A card's audio or video player keeps its own keys (arrows seek and change the volume there).
    if (event.target instanceof HTMLMediaElement) return;
    const action = shortcutAction(event.key);
    if (!action) return;
    event.preventDefault();
    if (action === 'know' || action === 'dontKnow') answer(action);
    else if (action === 'flip') onChange(flipCard(state));
    else move(action === 'next' ? 1 : -1);
  }

  const counts = (
    <p className="lms-flashcards__counts" role="status">
      Left: {state.left.length}. Know: {state.know.length}. Don't know: {state.dontKnow.length}.
    </p>
  );

  if (status === 'FINISHED') {
    return (
      <section className="lms-flashcards__session" aria-label={label}>
        <h3 className="lms-flashcards__heading" ref={finishedHeading} tabIndex={-1}>
          Finished
        </h3>
        {counts}
        <p>Time studied: {minutes(timesec)}</p>
        <div className="lms-flashcards__tools">
          {state.dontKnow.length > 0 && (
            <Button variant="primary" onClick={() => onChange(tryAgain(state))}>
              Try again
            </Button>
          )}
          <Button variant="secondary" onClick={onRestart}>
            Start over
          </Button>
        </div>
      </section>
    );
  }

  if (!opened) {
    return (
      <section className="lms-flashcards__session" aria-label={label}>
        <p>{cards.length === 1 ? '1 card' : `${cards.length} cards`}</p>
        {status === 'CONTINUE' && counts}
        <Button
          variant="primary"
          disabled={cards.length === 0}
          onClick={() => {
            setOpened(true);
            onResume();
            window.requestAnimationFrame?.(() => cardRegion.current?.focus());
          }}
        >
          {status === 'START' ? 'Start' : 'Continue'}
        </Button>
      </section>
    );
  }

  const showBack = state.reversed !== Boolean(card?.flipped) !== state.flipped;
  return (
    <section className="lms-flashcards__session" aria-label={label}>
      <div
        ref={cardRegion}
        className="lms-flashcards__stage"
        tabIndex={0}
        role="group"
        aria-roledescription="flashcard"
        aria-label={`Card ${state.index + 1} of ${state.left.length}. Up arrow: know. Down arrow: don't know. Slash: flip. Left and right arrows: previous and next.`}
        aria-keyshortcuts="ArrowUp ArrowDown / ArrowLeft ArrowRight PageUp PageDown"
        onKeyDown={onKeyDown}
      >
        {paused ? (
          <p className="lms-flashcards__paused">Paused.</p>
        ) : card && !waiting ? (
          <div className={`lms-flashcard${moving ? ` lms-flashcard--to-${moving}` : ''}`} aria-live="polite">
            {card.note}
            {showBack ? <CardFace sideName="Back" side={{ text: card.backText, media: card.back }} /> : <CardFace sideName="Front" side={{ text: card.frontText, media: card.front }} />}
            {cardFooter?.(card.id)}
          </div>
        ) : (
          <div className="lms-flashcard lms-flashcard--empty" aria-hidden="true" />
        )}
      </div>
      {counts}
      <p className="lms-flashcards__timer">
        <span>Time: </span>
        <time>{minutes(timesec)}</time>
      </p>
      <div className="lms-flashcards__answers">
        <Button variant="primary" disabled={paused || busy} aria-keyshortcuts="ArrowUp" onClick={() => answer('know')}>
          Know
        </Button>
        <Button variant="secondary" disabled={paused || busy} aria-keyshortcuts="ArrowDown" onClick={() => answer('dontKnow')}>
          Don't know
        </Button>
      </div>
      <div className="lms-flashcards__tools">
        <Button variant="quiet" small disabled={paused || busy} aria-keyshortcuts="ArrowLeft PageUp" onClick={() => move(-1)}>
          Previous
        </Button>
        <Button variant="quiet" small disabled={paused} aria-keyshortcuts="/" onClick={() => onChange(flipCard(state))}>
          Flip
        </Button>
        <Button variant="quiet" small disabled={paused || busy} aria-keyshortcuts="ArrowRight PageDown" onClick={() => move(1)}>
          Next
        </Button>
        <Button variant="quiet" small disabled={paused} aria-pressed={state.reversed} onClick={() => onChange(toggleReversed(state))}>
          Reverse
        </Button>
        <Button variant="quiet" small disabled={paused} aria-pressed={state.shuffled} onClick={() => onChange(toggleShuffled(state, cards.map((each) => each.id)))}>
          Shuffle
        </Button>
        {paused ? (
          <Button variant="secondary" small onClick={onResume}>
            Resume
          </Button>
        ) : (
          <Button variant="secondary" small onClick={onPause}>
            Pause
          </Button>
        )}
      </div>
    </section>
  );
}
