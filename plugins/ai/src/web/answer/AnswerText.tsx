import { Fragment } from 'react';
import { AppLink } from '@lms/sdk/web';
import { FOUND_IN_COURSE_LABEL } from '../../calls/aiRules.ts';
import type { AnswerMode, Passage } from '../../calls/chatCalls.ts';
import { passageHref } from './passageLink.ts';

const CITATION = /\[(p\d+)\]/g;
/** A quoted answer's text starts with the label line; the answer shows the label as its badge instead. */
const LABEL_LINE = `${FOUND_IN_COURSE_LABEL}:`;

/**
 * An answer's text with each [p1] citation made a link: to the cited page for
 * a course passage, to the passage in the answer's source list otherwise.
 */
export function AnswerText({ text, mode, passages, anchorPrefix }: { text: string; mode: AnswerMode | null; passages: readonly Passage[]; anchorPrefix: string }) {
  const shown = mode === 'passages' && text.startsWith(LABEL_LINE) ? text.slice(LABEL_LINE.length).replace(/^\n+/, '') : text;
  const parts = shown.split(CITATION);
  return (
    <div className="lms-ai-answer-text">
      {parts.map((part, index) => {
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        const passage = passages.find((candidate) => candidate.id === part);
        const href = passage && passageHref(passage);
        const label = `[${part}]`;
        if (!passage) return <Fragment key={index}>{label}</Fragment>;
        return href ? (
          <AppLink key={index} to={href} className="lms-ai-citation">
            {label}
            {' '}<span className="lms-visually-hidden">{passage.title}</span>
          </AppLink>
        ) : (
          <a key={index} href={`#${anchorPrefix}-${part}`} className="lms-ai-citation">
            {label}
          </a>
        );
      })}
    </div>
  );
}
