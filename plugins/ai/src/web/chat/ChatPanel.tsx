import { useCallback, useId, useState } from 'react';
import { Button, useCurrentPlace } from '@lms/sdk/web';
import { AI_DISABLED } from '../../calls/aiRules.ts';
import { askQuestion, getChatInfo, getConversation, listConversations, type ChatInfo, type ChatMessage } from '../../calls/chatCalls.ts';
import { AnswerBody } from '../answer/AnswerBody.tsx';
import { streamPath } from '../answer/answerStream.ts';
import { useAnswerStream } from '../answer/useAnswerStream.ts';
import { useCallCache, useCallQuery } from '../serverData.ts';
import { AnswerActions } from './AnswerActions.tsx';
import { AI_CHAT_CHANGED } from './chatData.ts';
import { QuestionForm } from './QuestionForm.tsx';
import '../ai.css';

/** The student's course assistant (issue 27 item 7): the right panel the header's AI icon opens in a course where it is enabled. */
export default function ChatPanel({ courseId: given }: { courseId?: string | null }) {
  const place = useCurrentPlace();
  const courseId = given ?? place.courseId;
  const info = useCallQuery(getChatInfo, { params: { courseId: courseId ?? '' } }, { enabled: Boolean(courseId), refetchOn: [AI_CHAT_CHANGED] });
  if (!courseId) return null;
  if (info.isPending) return <p role="status">Loading the assistant…</p>;
  if (info.isError) return <p role="alert">{info.error.message}</p>;
  if (!info.data.enabled) return <p>{AI_DISABLED}</p>;
  return <CourseChat courseId={courseId} info={info.data} />;
}

function CourseChat({ courseId, info }: { courseId: string; info: ChatInfo }) {
  const historyId = useId();
  const cache = useCallCache();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const conversations = useCallQuery(listConversations, { params: { courseId } });
  const onDone = useCallback(
    (message: ChatMessage) => {
      // Announced once complete, never token by token (issue 27 item 7).
      setAnnouncement(`Answer: ${message.text}`);
      void cache.invalidate(listConversations);
      void cache.emit(AI_CHAT_CHANGED);
    },
    [cache],
  );
  const stream = useAnswerStream({ onStart: setConversationId, onDone });
  const { live } = stream;
  // Read once the answer is stored: a read while it streams would show the question twice.
  const conversation = useCallQuery(getConversation, { params: { courseId, conversationId: conversationId ?? '' } }, { enabled: Boolean(conversationId) && !live?.streaming });
  const messages = conversationId ? (conversation.data?.messages ?? []) : [];
  // Once the conversation read again holds the streamed answer, it shows from there.
  const liveShown = live && !(live.message && messages.some((message) => message._id === live.message!._id));

  const ask = (question: string) => {
    setAnnouncement('');
    const body = conversationId ? { question, conversation_id: conversationId } : { question };
    void stream.ask(streamPath(askQuestion.path, { courseId }), body);
  };
  const open = (id: string) => {
    stream.clear();
    setAnnouncement('');
    setConversationId(id || null);
  };
  const replaceMessage = (flagged: ChatMessage) =>
    cache.set(getConversation, { params: { courseId, conversationId: conversationId ?? '' } }, (current) =>
      current ? { ...current, messages: current.messages.map((message) => (message._id === flagged._id ? flagged : message)) } : current,
    );

  const initialQuestions = info.agent?.initial_questions ?? [];
  const empty = messages.length === 0 && !liveShown;
  return (
    <div className="lms-ai-chat">
      <p className="lms-ai-chat-intro">
        {info.agent?.title ?? 'Course assistant'}
        {info.mode === 'passages' ? ': quotes the course’s own pages.' : ': answers from the course’s pages and cites them.'}
        {info.messages_left_today !== null && ` ${info.messages_left_today} question${info.messages_left_today === 1 ? '' : 's'} left today.`}
      </p>
      <div className="lms-ai-history">
        <label htmlFor={historyId}>Conversation</label>
        <select id={historyId} value={conversationId ?? ''} onChange={(event) => open(event.target.value)}>
          <option value="">New conversation</option>
          {(conversations.data ?? []).map((summary) => (
            <option key={summary._id} value={summary._id}>
              {summary.title}
            </option>
          ))}
        </select>
      </div>
      {conversation.isError && <p role="alert">{conversation.error.message}</p>}
      {!empty && (
        <ol className="lms-ai-messages" aria-label="Conversation">
          {messages.map((message) => (
            <li key={message._id} className={`lms-ai-message lms-ai-message--${message.role}`}>
              {message.role === 'user' ? (
                <p className="lms-ai-question-text">
                  <span className="lms-visually-hidden">You asked: </span>
                  {message.text}
                </p>
              ) : (
                <>
                  <AnswerBody text={message.text} mode={message.mode} passages={message.passages} anchorPrefix={message._id} />
                  <AnswerActions courseId={courseId} message={message} onFlagged={replaceMessage} />
                </>
              )}
            </li>
          ))}
          {liveShown && (
            <>
              <li className="lms-ai-message lms-ai-message--user">
                <p className="lms-ai-question-text">
                  <span className="lms-visually-hidden">You asked: </span>
                  {live.question}
                </p>
              </li>
              <li className="lms-ai-message lms-ai-message--assistant" aria-busy={live.streaming}>
                {live.streaming && !live.text && <p className="lms-ai-waiting">Looking in the course…</p>}
                <AnswerBody text={live.text} mode={live.mode} passages={live.passages} anchorPrefix="live" />
                {live.error && <p role="alert" className="lms-field-error">{live.error}</p>}
                {live.message && <AnswerActions courseId={courseId} message={live.message} onFlagged={() => cache.invalidate(getConversation)} />}
              </li>
            </>
          )}
        </ol>
      )}
      {empty && initialQuestions.length > 0 && (
        <div className="lms-ai-initial" role="group" aria-label="Suggested questions">
          {initialQuestions.map((initial) => (
            <Button key={initial.question} small onClick={() => ask(initial.question)} disabled={live?.streaming}>
              {initial.title || initial.question}
            </Button>
          ))}
        </div>
      )}
      <QuestionForm busy={live?.streaming === true} onAsk={ask} onStop={stream.stop} />
      <div role="status" aria-live="polite" className="lms-visually-hidden">
        {announcement}
      </div>
    </div>
  );
}
