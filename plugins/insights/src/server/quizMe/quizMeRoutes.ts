import { coreServices, defineRoute } from '@lms/sdk';
import { listQuizMe, type QuizMeQuiz, type QuizMeState } from '../../calls/quizMeCalls.ts';

/** Part 3 §4 QuizMe: the assessment state is review for a professor and initial otherwise (a professor viewing as a student is "otherwise"). */
export function quizMeState(professor: boolean, asStudent: boolean): QuizMeState {
  return professor && !asStudent ? 'review' : 'initial';
}

export const quizMeRoutes = [
  defineRoute(listQuizMe, {
    permission: 'course:view',
    deps: { records: coreServices.gradebookRecords, clock: coreServices.clock },
    async handler({ params, query, access, deps }) {
      const state = quizMeState(access!.professor, query.as === 'student');
      const activities = await deps.records.activities(params.courseId);
      // Students (and a professor viewing as one) see what students may see now (part 2 §4 Visibility).
      const visible = state === 'review' ? null : new Set(await deps.records.studentVisibleActivityIds(params.courseId, deps.clock.now()));
      const quizzes: QuizMeQuiz[] = [];
      for (const activity of activities) {
        if (activity.type !== 'assessment' || !activity.componentId || !activity.lessonId || !activity.pageId) continue;
        if (visible && !visible.has(activity.id)) continue;
        quizzes.push({
          component_id: activity.componentId,
          activity_id: activity.id,
          title: activity.title || activity.componentTitle || '',
          lesson_id: activity.lessonId,
          lesson_title: activity.lessonTitle,
          lesson_number: activity.lessonNumber,
          page_id: activity.pageId,
          max_score: activity.maxScore,
        });
      }
      return { state, quizzes };
    },
  }),
];
