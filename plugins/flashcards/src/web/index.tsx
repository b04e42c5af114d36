import { lazy } from 'react';
import { defineWebPlugin } from '@lms/sdk/web';
import { reviewRoute, settingsRoute } from './routes.ts';

export default defineWebPlugin({
  id: 'flashcards',
  components: {
    flashcards: {
      View: lazy(() => import('./FlashcardsView.tsx')),
      Editor: lazy(() => import('./FlashcardsEditor.tsx')),
    },
  },
  routes: [reviewRoute, settingsRoute],
  screens: {
    'reports.flashcards': lazy(() => import('./ResultsScreen.tsx')),
    'flashcards.review': lazy(() => import('./ReviewScreen.tsx')),
    'flashcards.settings': lazy(() => import('./SettingsScreen.tsx')),
  },
  courseMenu: [
    { route: 'flashcards.review', label: 'Flashcards due', for: 'student', order: 60 },
    { route: 'reports.flashcards', label: 'Flashcard results', for: 'student', order: 61 },
    { route: 'flashcards.settings', label: 'Flashcard review settings', for: 'professor', edit: true, order: 70 },
  ],
});
