import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '@lms/sdk/web';
import { getReadingPosition, saveReadingPosition } from '../calls/positionCalls.ts';

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
  const [saved, setSaved] = useState<string | null | undefined>(hashId ? undefined : null);
  const [notice, setNotice] = useState<string>();
  const pending = useRef<string | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!hashId) return;
    let current = true;
    setSaved(undefined);
    api.call(getReadingPosition, { params: { courseId, hash: hashId } }).then(
      (position) => current && setSaved(position.location),
      () => {
        if (!current) return;
        setSaved(null);
        setNotice(POSITION_NOT_LOADED);
      },
    );
    return () => {
      current = false;
    };
  }, [api, courseId, hashId]);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const location = pending.current;
    pending.current = undefined;
    if (!hashId || location === undefined) return;
    api.call(saveReadingPosition, { params: { courseId, hash: hashId }, body: { location } }).then(
      () => setNotice(undefined),
      () => setNotice(POSITION_NOT_SAVED),
    );
  }, [api, courseId, hashId]);

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
