import { type DeckState, type DeckType, type SessionStatus } from '../schemas/deckState.ts';

/** What a tab keeps of a study session (part 2 §4: progress kept in session storage, and saved to the server). */
export interface StoredSession {
  value: DeckState;
  key: SessionStatus;
  start: string | null;
  stop: string | null;
  timesec: number;
}

const isIdList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Session storage is the tab's to change: a stored value is used only when it still has the deck state's shape. */
function isDeckState(value: unknown): value is DeckState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    isIdList(state.left) && isIdList(state.know) && isIdList(state.dontKnow) &&
    Number.isInteger(state.index) && Number.isInteger(state.viewed) &&
    ['flipped', 'reversed', 'shuffled', 'user_mode'].every((flag) => typeof state[flag] === 'boolean')
  );
}

const storageKey = (courseId: string, componentId: string, type: DeckType) => `flashcards:${courseId}:${componentId}:${type}`;

export function readStoredSession(courseId: string, componentId: string, type: DeckType): StoredSession | null {
  try {
    const text = window.sessionStorage.getItem(storageKey(courseId, componentId, type));
    if (!text) return null;
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || !('value' in parsed) || !isDeckState(parsed.value)) return null;
    return parsed as StoredSession;
  } catch {
    return null;
  }
}

export function storeSession(courseId: string, componentId: string, type: DeckType, session: StoredSession): void {
  try {
    window.sessionStorage.setItem(storageKey(courseId, componentId, type), JSON.stringify(session));
  } catch {
    // A full or disabled storage leaves the server's copy, which is saved as well.
  }
}
