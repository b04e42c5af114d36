import { pluginRoute } from '@lms/sdk/web';

/** The "due today" review across the course's decks. */
export const reviewRoute = pluginRoute('flashcards.review', '/:courseId/flashcards/review', 'user');
/** The course's spaced-repetition parameters (instructors). */
export const settingsRoute = pluginRoute('flashcards.settings', '/:courseId/flashcards/settings', 'professor');
