import type { FillBlanksContent, ShortTextContent } from '../schemas/itemTypes.ts';
import { matchText, normaliseAnswer, textCredit } from './textMatch.ts';
import type { Credit, ScoringOptions, TextMatch } from './types.ts';

/** Short text: the typed answer, against every accepted one. */
export function shortTextCredit(content: ShortTextContent, response: unknown, options: ScoringOptions): Credit {
  const text = typeof response === 'string' ? response : '';
  const match = matchText(text, content.answers, content.case_sensitive);
  return { credit: textCredit(match, options.accentScoring), details: { answered: normaliseAnswer(text) !== '', match } };
}

/** Fill in the blanks: the typed answer of each blank, by blank id. Each blank earns its share of the points. */
export function fillBlanksCredit(content: FillBlanksContent, response: unknown, options: ScoringOptions): Credit {
  const typed = response !== null && typeof response === 'object' && !Array.isArray(response) ? (response as Record<string, unknown>) : {};
  const blanks: Record<string, TextMatch> = {};
  let earned = 0;
  let answered = false;
  for (const blank of content.blanks) {
    const value = typed[blank.id];
    const text = typeof value === 'string' ? value : '';
    answered ||= normaliseAnswer(text) !== '';
    const match = matchText(text, blank.answers, blank.case_sensitive);
    blanks[blank.id] = match;
    earned += textCredit(match, options.accentScoring);
  }
  return { credit: earned / content.blanks.length, details: { answered, blanks } };
}
