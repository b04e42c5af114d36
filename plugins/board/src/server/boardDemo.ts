import type { DemoDefinition } from '@lms/sdk';
import type { BoardConfig } from '../schemas/boardConfig.ts';

/** An open board with no dates: the demo course's students can post right away, offline. */
export const boardDemo: DemoDefinition<BoardConfig> = {
  title: 'Introduce yourself',
  config: {
    allow_images: false,
    board: { requires_comment: false, open_date: null, close_date: null, due_date: null },
    max_score: 10,
  },
};
