/** Part 2 §9 Flashcards constants. */
export const RESULTS_PAGE_SIZE = 10;
/** The card's move to the know or don't-know pile. */
export const CARD_MOVE_MS = 700;
/** The pause before the next card shows (iterate). */
export const ITERATE_DELAY_MS = 200;
/** The study timer's tick. */
export const TIMER_TICK_MS = 1000;
/** Part 2 §5: how long the CSV file-name message shows. */
export const CSV_MESSAGE_MS = 2000;

/** Part 2 §9 shortcut keys (KeyboardEvent.key). Page Up and Page Down are what presentation clickers send: previous and next. */
export const SHORTCUT_KEYS = {
  ArrowUp: 'know',
  ArrowDown: 'dontKnow',
  '/': 'flip',
  ArrowLeft: 'previous',
  ArrowRight: 'next',
  PageUp: 'previous',
  PageDown: 'next',
} as const;
export type ShortcutAction = (typeof SHORTCUT_KEYS)[keyof typeof SHORTCUT_KEYS];

export function shortcutAction(key: string): ShortcutAction | null {
  return Object.hasOwn(SHORTCUT_KEYS, key) ? SHORTCUT_KEYS[key as keyof typeof SHORTCUT_KEYS] : null;
}
