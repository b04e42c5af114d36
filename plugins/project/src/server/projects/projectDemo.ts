import type { DemoDefinition } from '@lms/sdk';
import type { ProjectConfig } from '../../schemas/projectConfig.ts';

/** Long past, so the demo's submissions are late and the late policy shows (10% a day, at most 50%). */
export const DEMO_DUE_DATE = '2026-01-15T23:59:00.000Z';

/** A graded project out of 10 that students may share before submitting (the demo seed fills it: projectDemoSeed.ts). */
export const projectDemo: DemoDefinition<ProjectConfig> = {
  title: 'Portfolio project',
  config: {
    project: {
      due_date: DEMO_DUE_DATE,
      due_time: '23:59',
      graded: true,
      max_score: 10,
      rubric: false,
      show_rubric: false,
      rubric_id: null,
      rubric_total_points: null,
      policy: { penalty: 10, per: 86400, max: 50 },
    },
    comments_comp: { comments: { due_date: null, graded: false, max_score: null } },
    sharing_allowed_before_submit: true,
  },
};
