/** Ours: the sync screens' and calls' words (the spec has none for them but 'Deep Cloning failed.', in programMessages). */
export const SYNC_MESSAGES = {
  itemNotFound: 'Template item not found.',
  jobNotFound: 'Job not found.',
  locked: 'Item locked: a sync takes the template\'s version even over a section\'s own edit.',
  unlocked: 'Item unlocked: a section\'s own edit survives a sync.',
  syncQueued: 'Sync started.',
  cloneQueued: 'Deep clone started.',
  duplicateQueued: 'Duplicate started.',
  cloned: 'Deep clone finished.',
  nothingToApply: 'Nothing to apply: the section is in line with the template.',
  applied: (applied: number, kept: number) => `Sync applied: ${applied} item${applied === 1 ? '' : 's'} from the template${kept ? `, ${kept} own edit${kept === 1 ? '' : 's'} kept` : ''}.`,
} as const;
