import { useEffect, useRef, useState } from 'react';
import { NoteAutosaver, type NoteSaveState } from './NoteAutosaver.ts';

/**
 * A note's text with autosave: `setText` as the writer types; the text is
 * saved by a NoteAutosaver, and flushed when the editor goes away (panel
 * closed, another page), when the tab is hidden, and before it unloads
 * (the browser then also asks, while something is unsaved).
 */
export function useNoteAutosave(initialText: string, save: (text: string) => Promise<void>) {
  const [text, setTextState] = useState(initialText);
  const [state, setState] = useState<NoteSaveState>('saved');
  const saveRef = useRef(save);
  saveRef.current = save;
  const [saver] = useState(() => new NoteAutosaver(initialText, (latest) => saveRef.current(latest), setState));

  useEffect(() => {
    saver.attach();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void saver.flush();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (saver.current === 'saved') return;
      void saver.flush();
      event.preventDefault();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('beforeunload', onBeforeUnload);
      void saver.dispose();
    };
  }, [saver]);

  const setText = (next: string) => {
    setTextState(next);
    saver.change(next);
  };
  return { text, setText, state, saveNow: () => saver.flush() };
}
