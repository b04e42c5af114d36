import { useState } from 'react';
import { AppLink, Button, Modal, pageClass, type ScreenProps } from '@lms/sdk/web';
import { getCourseResults, type DeckResult } from '../calls/progressCalls.ts';
import { getDeckSchedule } from '../calls/reviewCalls.ts';
import { RESULTS_PAGE_SIZE } from '../rules/flashcardConstants.ts';
import { scheduleText } from './schedule.ts';
import { useCallQuery } from './serverData.ts';
import './flashcards.css';

type Pile = 'know' | 'dontKnow';
const PILE_LABELS: Record<Pile, string> = { know: 'Know', dontKnow: "Don't know" };
const STATUS_LABELS: Record<DeckResult['key'], string> = { START: 'Not started', CONTINUE: 'In progress', FINISHED: 'Finished' };

/** Part 2 §2: the student's flashcard results in a course, 10 a page; each opens its know / don't-know cards. */
export default function ResultsScreen({ params }: ScreenProps<'reports.flashcards'>) {
  const { courseId } = params;
  const results = useCallQuery(getCourseResults, { params: { courseId } });
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<DeckResult | null>(null);

  if (results.isPending) return <main className={pageClass('medium')}><p role="status">Loading…</p></main>;
  if (results.error) return <main className={pageClass('medium')}><p role="alert">{results.error.message}</p></main>;
  const all = results.data.results;
  const pages = Math.max(1, Math.ceil(all.length / RESULTS_PAGE_SIZE));
  const shown = all.slice(page * RESULTS_PAGE_SIZE, (page + 1) * RESULTS_PAGE_SIZE);

  return (
    <main className={`${pageClass('medium')} lms-flashcards-results`}>
      <h1>Flashcard results</h1>
      {all.length === 0 ? (
        <p>You have not studied any flashcards in this course yet.</p>
      ) : (
        <>
          <ul className="lms-flashcards-results__list">
            {shown.map((result) => (
              <li key={`${result.component_id}:${result.type}`}>
                <Button variant="quiet" onClick={() => setOpen(result)}>
                  {result.title}
                  {result.type === 'user' ? ' (my cards)' : ''}
                </Button>
                <span>
                  {STATUS_LABELS[result.key]}: know {result.know.length}, don't know {result.dontKnow.length}, left {result.left}
                </span>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav aria-label="Result pages" className="lms-flashcards__tools">
              <Button variant="secondary" small disabled={page === 0} onClick={() => setPage(page - 1)}>
                Previous page
              </Button>
              <span>
                Page {page + 1} of {pages}
              </span>
              <Button variant="secondary" small disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                Next page
              </Button>
            </nav>
          )}
        </>
      )}
      {open && <ResultModal courseId={courseId} result={open} onClose={() => setOpen(null)} />}
    </main>
  );
}

function ResultModal({ courseId, result, onClose }: { courseId: string; result: DeckResult; onClose(): void }) {
  const [pile, setPile] = useState<Pile>('know');
  const cards = result[pile];
  const schedule = useCallQuery(getDeckSchedule, { params: { courseId, componentId: result.component_id, type: result.type } });
  const scheduleOf = (cardId: string) => schedule.data?.cards.find((entry) => entry.card_id === cardId);
  return (
    <Modal
      title={result.title}
      onClose={onClose}
      initialFocus='[role="tab"][aria-selected="true"]'
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div role="tablist" aria-label="Cards" className="lms-flashcards__decks">
        {(['know', 'dontKnow'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            id={`flashcards-tab-${tab}`}
            aria-selected={pile === tab}
            aria-controls="flashcards-tab-panel"
            tabIndex={pile === tab ? 0 : -1}
            className="lms-flashcards-results__tab"
            onClick={() => setPile(tab)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              // Two tabs: either arrow goes to the other one (the ARIA tabs pattern).
              const other = tab === 'know' ? 'dontKnow' : 'know';
              setPile(other);
              document.getElementById(`flashcards-tab-${other}`)?.focus();
            }}
          >
            {PILE_LABELS[tab]} ({result[tab].length})
          </button>
        ))}
      </div>
      <div role="tabpanel" id="flashcards-tab-panel" aria-labelledby={`flashcards-tab-${pile}`}>
        {cards.length === 0 ? (
          <p>No cards here.</p>
        ) : (
          <ul>
            {cards.map((card) => {
              const entry = scheduleOf(card._id);
              return (
                <li key={card._id}>
                  <strong>{card.frontText}</strong>: {card.backText}
                  {entry && <span className="lms-flashcards-results__due"> {scheduleText(entry)}</span>}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {result.lesson_id && result.page_id && <AppLink to={`/${courseId}/${result.lesson_id}/${result.page_id}`}>Go to the page with this deck</AppLink>}
    </Modal>
  );
}
