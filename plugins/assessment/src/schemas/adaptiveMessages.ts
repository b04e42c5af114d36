/** The adaptive item list's messages (issue 18 item 8); the web's success and failure lines are the spec's (part 3 §8). */
export const ADAPTIVE_MESSAGES = {
  /** Part 3 §8 "Dashboard": the save succeeded. */
  updated: 'Adaptive Item List updated.',
  /** Ours: the course flag adaptive_enabled (part 3 §3) is off. */
  disabled: 'Adaptive learning is off in this course. Turn on Adaptive learning in the course settings first.',
  /** Ours: no assessment of the course sits on the page (or no such page in the course). */
  noAssessment: 'This page has no assessment in this course.',
  /** Ours: an entry that is no Question of the page's assessments. */
  notOnPage: "Choose Questions of this page's assessments.",
  /** Ours. */
  repeated: 'A Question can be in the list only once.',
  /** Ours: the body's shape. */
  itemId: 'Each entry of the list is the id of a Question.',
  tooMany: 'The list has at most 1000 Questions.',
} as const;

/** The errno of a save refused because the course flag is off (declared in the plugin's manifest). */
export const ADAPTIVE_DISABLED = { errno: 'adaptive-disabled', status: 409, message: ADAPTIVE_MESSAGES.disabled } as const;
