import type { InitialQuestion } from '../../calls/agentCalls.ts';

const SEPARATOR = ' | ';

/** Initial questions as the agent form edits them: one a line, "Title | Question", or the question alone when it is its own title. */
export function initialQuestionsText(questions: readonly InitialQuestion[]): string {
  return questions.map(({ title, question }) => (title && title !== question ? `${title}${SEPARATOR}${question}` : question)).join('\n');
}

export function parseInitialQuestions(text: string): InitialQuestion[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf('|');
      if (at < 0) return { title: line, question: line };
      const title = line.slice(0, at).trim();
      const question = line.slice(at + 1).trim();
      return { title: title || question, question: question || title };
    });
}
