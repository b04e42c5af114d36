import { useEffect, useRef, useState } from 'react';

interface RevealState {
  /** How many steps are shown, from the first. */
  shown: number;
  /** The step whose heading takes focus after this change, if any. */
  focus: number | null;
}

/**
 * Which steps of `total` are revealed, and focus that follows each reveal to
 * the step it brought in. `revealAll` starts with every step shown (instructors)
 * instead of the first; changing it starts over that way.
 */
export function useReveal(total: number, revealAll: boolean) {
  const initial = (): RevealState => ({ shown: revealAll ? total : 1, focus: null });
  const [state, setState] = useState(initial);
  const [startedRevealingAll, setStartedRevealingAll] = useState(revealAll);
  if (startedRevealingAll !== revealAll) {
    setStartedRevealingAll(revealAll);
    setState(initial());
  }
  const headings = useRef<(HTMLElement | null)[]>([]);
  // Steps added or removed while shown (an author editing) keep the count within bounds.
  const shown = Math.min(Math.max(state.shown, 1), total);

  useEffect(() => {
    if (state.focus !== null) headings.current[state.focus]?.focus();
  }, [state]);

  return {
    shown,
    /** Ref callback for the heading of step `index`. */
    headingRef: (index: number) => (element: HTMLElement | null) => {
      headings.current[index] = element;
    },
    showNext: () => setState({ shown: shown + 1, focus: shown }),
    showAll: () => setState({ shown: total, focus: shown }),
    startOver: () => setState({ shown: 1, focus: 0 }),
  };
}
