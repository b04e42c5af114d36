import type { Passage } from '../../calls/chatCalls.ts';
import { FOUND_IN_COURSE_LABEL } from '../../calls/aiRules.ts';

/**
 * The answer with no provider (issue 27 item 2): the passages quoted, each
 * with its id and where it is, under the label that says they were found in
 * the course; nothing is generated. One piece per passage (the stream's text deltas).
 */
export function quotedAnswer(passages: readonly Passage[]): string[] {
  return [
    `${FOUND_IN_COURSE_LABEL}:\n`,
    ...passages.map((passage) => {
      const where = passage.source ? `${passage.source.title} (${passage.source.author}${passage.source.location ? `, ${passage.source.location}` : ''})` : passage.title;
      return `\n[${passage.id}] ${where}\n> ${passage.quote}\n`;
    }),
  ];
}
