import type { GradebookRecords } from '@lms/contract';
import type { CourseGradeSettings } from '../index.ts';

import { DEFAULT_SCORE_CUT_OFF } from '../constants.ts';

export interface GradebookCourse {
  id: string;
  title: string;
  settings: CourseGradeSettings;
}

/** The course's title and the gradebook flags of its settings (courses.settings); null for an unknown course. */
export async function readGradebookCourse(records: GradebookRecords, courseId: string): Promise<GradebookCourse | null> {
  const row = await records.course(courseId);
  if (!row) return null;
  const settings = row.settings;
  return {
    id: row.id,
    title: row.title,
    settings: {
      scoreCutOff: typeof settings.score_cut_off === 'number' ? settings.score_cut_off : DEFAULT_SCORE_CUT_OFF,
      noTotalColumn: settings.no_total_column === true,
      blockTotalScores: settings.block_total_scores === true,
      suppressPractice: settings.suppress_practice_in_grade_center === true,
    },
  };
}
