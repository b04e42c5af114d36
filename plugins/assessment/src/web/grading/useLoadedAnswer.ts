import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@lms/sdk/web';

export type Loaded<T> = { state: 'loading' } | { state: 'loaded'; value: T } | { state: 'failed'; message: string };

export const failureText = (error: unknown) => (error instanceof ApiError ? error.message : String(error));

/**
 * A call's answer, loaded when `load` changes (keep it stable with
 * useCallback) and again on `reload()`. A reload keeps showing the last
 * answer until the new one comes; an answer overtaken by a newer call is dropped.
 */
export function useLoadedAnswer<T>(load: () => Promise<T>): { loaded: Loaded<T>; reload(): void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const latest = useRef(0);
  const run = useCallback(() => {
    const call = ++latest.current;
    load()
      .then((value) => call === latest.current && setLoaded({ state: 'loaded', value }))
      .catch((error: unknown) => call === latest.current && setLoaded({ state: 'failed', message: failureText(error) }));
  }, [load]);
  useEffect(() => {
    setLoaded({ state: 'loading' });
    run();
    // An unmounted screen ignores answers still on their way.
    return () => void ++latest.current;
  }, [run]);
  return { loaded, reload: run };
}
