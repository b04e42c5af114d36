import { pluginServerData } from '@lms/sdk/web';

/** The gradebook's calls through the host's query cache, keyed under its id (docs/plugin-authoring.md "Server data"): one binding for every screen. */
export const { useCallQuery, useReadQuery, useCallMutation, useCallCache } = pluginServerData('gradebook');

/** Named after a board grade is saved: the grading center and the board screens read again. */
export const BOARD_GRADES_SAVED = 'gradebook.boardGradesSaved' as const;
