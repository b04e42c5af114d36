import { defineComponentType, LmsError } from '@lms/sdk';
import { boardConfigSchema, DEFAULT_BOARD_CONFIG, type BoardConfig } from '../schemas/boardConfig.ts';
import { BOARD_MESSAGES } from '../schemas/boardMessages.ts';
import { boardDateErrors } from './boardDates.ts';
import { boardDemo } from './boardDemo.ts';
import { boardParticipation } from './boardParticipation.ts';
import { boardSchedule } from './boardSchedule.ts';
import { boardSettings } from './boardSettings.ts';

export const boardComponentType = defineComponentType<BoardConfig>({
  type: 'board',
  title: 'Discussion board',
  configSchema: boardConfigSchema,
  defaults: DEFAULT_BOARD_CONFIG,
  pageRules: { maxPerPage: { count: 1, message: BOARD_MESSAGES.onePerPage } },
  // Posting records a submission; a person grades boards (part 3 "Board grading").
  // Post counts reach the gradebook's board grades through core's grade records (participation).
  activity: { gradable: true, maxScore: (config) => config.max_score, manualGrading: true, schedule: boardSchedule, participation: boardParticipation, settings: boardSettings },
  grading: {
    score: ({ config }) => ({ score: 0, maxScore: config.max_score, needsManualGrading: true }),
  },
  // The date rules compare fields, which a JSON Schema cannot: refused here with the spec's messages, as the schema's are.
  prepare: (config) => {
    const errors = boardDateErrors(config.board);
    if (errors.length) throw LmsError.validation(errors.map((error) => ({ ...error, field: `config/${error.field}` })));
    return config;
  },
  demo: boardDemo,
});
