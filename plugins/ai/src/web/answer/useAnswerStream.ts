import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@lms/sdk/web';
import type { AnswerMode, ChatMessage, Passage } from '../../calls/chatCalls.ts';
import { readAnswerStream } from './answerStream.ts';

/** An answer being streamed: its text so far, its passages, and once complete the stored message (or why it failed). */
export interface LiveAnswer {
  question: string;
  text: string;
  mode: AnswerMode | null;
  passages: Passage[];
  /** The stored answer, once the stream said `done`. */
  message: ChatMessage | null;
  error: string | null;
  streaming: boolean;
}

export interface AnswerStreamHandlers {
  onStart?(conversationId: string): void;
  onDone?(message: ChatMessage): void;
}

/**
 * Streams one answer at a time into React state: `ask` starts it (aborting any
 * answer still coming), `stop` aborts it; leaving the screen aborts it too.
 */
export function useAnswerStream(handlers: AnswerStreamHandlers = {}) {
  const [live, setLive] = useState<LiveAnswer | null>(null);
  const controller = useRef<AbortController | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(async (path: string, body: { question: string } & Record<string, unknown>) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const update = (change: (answer: LiveAnswer) => LiveAnswer) => {
      if (!abort.signal.aborted) setLive((answer) => (answer ? change(answer) : answer));
    };
    setLive({ question: body.question, text: '', mode: null, passages: [], message: null, error: null, streaming: true });
    try {
      await readAnswerStream(
        path,
        body,
        (event) => {
          switch (event.type) {
            case 'start':
              handlersRef.current.onStart?.(event.conversation_id);
              return update((answer) => ({ ...answer, mode: event.mode }));
            case 'passages':
              return update((answer) => ({ ...answer, passages: event.passages }));
            case 'text':
              return update((answer) => ({ ...answer, text: answer.text + event.delta }));
            case 'done':
              handlersRef.current.onDone?.(event.message);
              return update((answer) => ({ ...answer, text: event.message.text, mode: event.message.mode, passages: event.message.passages, message: event.message, streaming: false }));
            case 'error':
              return update((answer) => ({ ...answer, error: event.error, streaming: false }));
          }
        },
        abort.signal,
      );
      update((answer) => (answer.streaming ? { ...answer, streaming: false, error: answer.message ? null : 'The answer stopped before it was complete. Try again.' } : answer));
    } catch (error) {
      if (abort.signal.aborted) return;
      update((answer) => ({ ...answer, streaming: false, error: error instanceof ApiError ? error.message : 'Connection error. Try again later.' }));
    }
  }, []);

  const stop = useCallback(() => {
    controller.current?.abort();
    setLive((answer) => (answer?.streaming ? { ...answer, streaming: false, error: 'Stopped.' } : answer));
  }, []);

  const clear = useCallback(() => {
    controller.current?.abort();
    setLive(null);
  }, []);

  return { live, ask, stop, clear };
}
