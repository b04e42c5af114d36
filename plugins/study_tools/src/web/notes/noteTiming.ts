/** A note is saved this long after the last keystroke. */
export const NOTE_SAVE_DEBOUNCE_MS = 1500;

/**
 * Part 1 §9 "Notes autosave interval 5,000,000 ms": the longest a typed change
 * waits unsaved while the writer never pauses; the debounce saves much sooner.
 */
export const NOTES_AUTOSAVE_INTERVAL_MS = 5_000_000;

/** Waits before each new try after a failed save; the last one repeats until a save succeeds. */
export const NOTE_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000] as const;
