import { useState } from 'react';
import { Button, type ComponentViewProps } from '@lms/sdk/web';
import { getDeckSchedule, type CardSchedule } from '../calls/reviewCalls.ts';
import { getOwnCards } from '../calls/progressCalls.ts';
import type { DeckType } from '../schemas/deckState.ts';
import type { FlashcardsConfig } from '../schemas/flashcardsConfig.ts';
import { OwnCardsEditor } from './OwnCardsEditor.tsx';
import { scheduleText } from './schedule.ts';
import { StudySession, type StudyCard } from './StudySession.tsx';
import { useCallQuery } from './serverData.ts';
import { useDeckProgress } from './useDeckProgress.ts';
import './flashcards.css';

/** Part 2 §4 and §6: study the course's deck or one's own cards, with each card's next review. */
export default function FlashcardsView({ component, courseId, lessonId, pageId }: ComponentViewProps<FlashcardsConfig>) {
  const [type, setType] = useState<DeckType>('standard');
  const own = useCallQuery(getOwnCards, { params: { courseId, componentId: component._id } }, { enabled: type === 'user', refetchOn: ['flashcards.own-cards-changed'] });
  const schedule = useCallQuery(getDeckSchedule, { params: { courseId, componentId: component._id, type } });
  const cards: StudyCard[] =
    type === 'standard'
      ? component.config.flashcards.map((card) => ({ ...card, id: card._id }))
      : (own.data?.value ?? []).map((card) => ({ id: card._id, frontText: card.frontText, backText: card.backText }));
  const ready = type === 'standard' || own.data !== undefined;
  const title = component.title.trim() === '' ? 'Flashcards' : component.title;

  return (
    <div className="lms-flashcards">
      <div className="lms-flashcards__decks" role="group" aria-label="Which cards">
        <Button variant={type === 'standard' ? 'primary' : 'secondary'} small aria-pressed={type === 'standard'} onClick={() => setType('standard')}>
          Course cards
        </Button>
        <Button variant={type === 'user' ? 'primary' : 'secondary'} small aria-pressed={type === 'user'} onClick={() => setType('user')}>
          My cards
        </Button>
      </div>
      {type === 'user' && own.data && <OwnCardsEditor courseId={courseId} componentId={component._id} cards={own.data.value} />}
      {own.error && type === 'user' && <p role="alert">{own.error.message}</p>}
      {ready && (
        <DeckSession
          key={`${type}:${cards.map((card) => card.id).join(',')}`}
          label={type === 'standard' ? title : `${title}: my cards`}
          cards={cards}
          place={{ courseId, componentId: component._id, lessonId, pageId, type }}
          schedules={schedule.data?.cards ?? []}
          onScheduled={() => void schedule.refetch()}
        />
      )}
      {schedule.data && schedule.data.cards.length > 0 && (
        <details className="lms-flashcards__schedule">
          <summary>Review schedule</summary>
          <ul>
            {schedule.data.cards.map((entry) => {
              const card = cards.find((candidate) => candidate.id === entry.card_id);
              return card ? (
                <li key={entry.card_id}>
                  <span>{card.frontText || 'Card'}</span>: {scheduleText(entry)}
                </li>
              ) : null;
            })}
          </ul>
        </details>
      )}
    </div>
  );
}

interface DeckSessionProps {
  label: string;
  cards: StudyCard[];
  place: Parameters<typeof useDeckProgress>[0];
  schedules: readonly CardSchedule[];
  onScheduled(): void;
}

function DeckSession({ label, cards, place, schedules, onScheduled }: DeckSessionProps) {
  const progress = useDeckProgress(place, cards.map((card) => card.id), onScheduled);
  if (!progress.state) return <p role="status">Loading…</p>;
  if (cards.length === 0) return <p>{place.type === 'user' ? 'You have no cards of your own yet: add some above.' : 'This deck has no cards yet.'}</p>;
  return (
    <StudySession
      label={label}
      cards={cards}
      state={progress.state}
      timesec={progress.timesec}
      paused={progress.paused}
      onChange={progress.change}
      onPause={progress.pause}
      onResume={progress.resume}
      onRestart={progress.restart}
      cardFooter={(cardId) => {
        const entry = schedules.find((candidate) => candidate.card_id === cardId);
        return entry ? <p className="lms-flashcard__due">{scheduleText(entry)}</p> : null;
      }}
    />
  );
}
