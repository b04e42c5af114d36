/** Part 1 §Demo and preview, issue 26 item 7: the preview-lessons demo's rules and messages. */

/** Part 1 "Preview reminder interval 24 s". */
export const PREVIEW_REMINDER_MS = 24_000;

/** Part 1 §Messages "Preview". */
export const SIGN_UP_PROMPT = 'Would you like to sign up to see full functionality?';

/**
 * Component plugins whose student view needs an account (answers, posts, uploads,
 * progress kept per student): the demo shows the spec's panel in their place.
 */
export const ACCOUNT_ONLY_PLUGINS: ReadonlySet<string> = new Set(['assessment', 'board', 'flashcards', 'project', 'stepwise', 'lti_tools', 'lti', 'study_tools']);

const TYPE_NAMES: Readonly<Record<string, string>> = { assessment: 'Assessment', board: 'Board', flashcards: 'Flashcards', project: 'Project', upload: 'Upload' };

/** Part 1 §Demo: 'X is not enabled for this demo lesson', X the component type's name. */
export function notEnabledMessage(type: string): string {
  const name = TYPE_NAMES[type] ?? type.charAt(0).toUpperCase() + type.slice(1).replace(/[_-]+/g, ' ');
  return `${name} is not enabled for this demo lesson`;
}
