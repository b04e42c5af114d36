import { useState } from 'react';
import { Button } from '@lms/sdk/web';
import type { QuizMeQuiz, QuizMeState } from '../../calls/quizMeCalls.ts';
import { QuizMeModal } from './QuizMeModal.tsx';

/** A 'QuizMe' button (named after its quiz for screen readers) and, while open, its modal. */
export function QuizMeButton({ courseId, quiz, state }: { courseId: string; quiz: QuizMeQuiz; state: QuizMeState }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="secondary" small onClick={() => setOpen(true)} aria-label={`QuizMe: ${quiz.title}`}>
        QuizMe
      </Button>
      {open && <QuizMeModal courseId={courseId} quiz={quiz} state={state} onClose={() => setOpen(false)} />}
    </>
  );
}
