import type { PluginArea } from '../area.ts';
import { quizMeRoutes } from './quizMeRoutes.ts';

/** QuizMe: the caller's assessments for the modal and the state it opens them in (GET insights/quizme/{courseId}). */
export const quizMeArea: PluginArea = { routes: [...quizMeRoutes] };
