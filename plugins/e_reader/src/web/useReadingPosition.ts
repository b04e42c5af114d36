import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '@lms/sdk/web';
import { getReadingPosition, saveReadingPosition } from '../calls/positionCalls.ts';
import { useCallCache, useCallQuery } from './serverData.ts';

/** Long enough that paging quickly through chapters saves once, short enough to survive closing the tab soon after. */
export const SAVE_DELAY_MS = 800;

export const POSITION_NOT_LOADED = 'Your reading position could not be loaded: the book opens at its start.';
export const POSITION_NOT_SAVED = 'Your reading position could not be saved.';

export interface ReadingPositionState {
  /** The saved location; undefined while it loads, null when there is none (or no book hash to keep it by). */
  saved: string | null | undefined;
  /** Saves a location soon; a newer one replaces it until then. */
  save(location: string): void;
  /** Something went wrong with the position (never with the reading). */
  notice: string | undefined;
}

/** The caller's position in a book, kept by the book's content hash; failures only ever give a notice. */
export function useReadingPosition(courseId: string, hashId: string | undefined): ReadingPositionState {
  const api = useApi();
  const args = { params: { courseId, hash: hashId ?? '' } };
  const position = useCallQuery(getReadingPosition, args, { enabled: Boolean(hashId) });
  const { set } = useCallCache();
  // Undefined: no save has answered yet, so the load's outcome speaks.
  const [saveNotice, setSaveNotice] = useState<string | null>();
  const pending = useRef<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  let saved: string | null | undefined = position.data?.location;
  if (!hashId || position.error) saved = null;
  const notice = saveNotice === undefined ? (position.error ? POSITION_NOT_LOADED : undefined) : (saveNotice ?? undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const location = pending.current;
    pending.current = undefined;
    if (!hashId || location === undefined) return;
    const where = { params: { courseId, hash: hashId } };
    api.call(saveReadingPosition, { ...where, body: { location } }).then(
      () => {
        // The book opened again in this visit starts here, not where the cache last read it.
        set(getReadingPosition, where, (current) => current && { ...current, location });
        setSaveNotice(null);
      },
      () => setSaveNotice(POSITION_NOT_SAVED),
    );
  }, [api, set, courseId, hashId]);

  // Leaving the page (or the book) still saves the last move.
  useEffect(() => flush, [flush]);

  const save = useCallback(
    (location: string) => {
      pending.current = location;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [flush],
  );

  return { saved, save, notice };
}
