import { defineRoute } from '@lms/sdk';
import { getSelfAssessments, saveSelfAssessment } from '../calls/selfAssessmentCalls.ts';
import { selfAssessmentsRef } from './services.ts';

// Self-assessments are the caller's own, whatever their role: every route reads and writes `user`'s ratings only.

export const getSelfAssessmentsRoute = defineRoute(getSelfAssessments, {
  permission: 'course:view',
  deps: { ratings: selfAssessmentsRef },
  handler: async ({ user, access, deps }) => ({ self_assessments: await deps.ratings.list(user!.id, access!) }),
});

export const saveSelfAssessmentRoute = defineRoute(saveSelfAssessment, {
  permission: 'course:view',
  deps: { ratings: selfAssessmentsRef },
  handler: async ({ body, user, access, deps }) => ({ self_assessments: await deps.ratings.save(user!.id, access!, body.lesson_id, body.rating) }),
});
