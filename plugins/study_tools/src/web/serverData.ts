import { pluginServerData } from '@lms/sdk/web';

export const { useCallQuery, useCallMutation, useCallCache } = pluginServerData('study-tools');

/** Emitted when the caller's notes change: the notes screen reads its list again. */
export const NOTES_CHANGED = 'study-tools.notes-changed' as const;
/** Emitted when the glossary changes: the panel and the term marks read it again. */
export const GLOSSARY_CHANGED = 'study-tools.glossary-changed' as const;
/** Emitted when a study-center item moves: the panel and the header's badge read the buckets again. */
export const STUDY_CENTER_CHANGED = 'study-tools.study-center-changed' as const;
