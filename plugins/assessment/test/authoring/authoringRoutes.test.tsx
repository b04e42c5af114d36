import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { ROUTE_TABLE, routeByName } from '@lms/sdk/web';
import manifest from '../../src/web/index.tsx';
import { newQuestionPath, questionPath, questionsPath } from '../../src/web/authoring/questionPaths.ts';

const COURSE = '6b0000000000000000000c01';
const LESSON = '6b0000000000000000000101';
const PAGE = '6b0000000000000000000201';
const LAZY = Symbol.for('react.lazy');

/** The route an address opens, as the host's router ranks the table. */
const routeOf = (path: string) => matchRoutes(ROUTE_TABLE.map((entry) => ({ id: entry.name, path: entry.path })), path)?.at(-1)?.route.id;

describe('the Question bank routes', () => {
  it('are professor course tools', () => {
    expect(routeByName('questions')).toEqual({ name: 'questions', path: '/:courseId/questions', access: 'professor' });
    expect(routeByName('questions.item')).toEqual({ name: 'questions.item', path: '/:courseId/questions/:itemId', access: 'professor' });
  });

  it('open the list and the editor, and leave lessons and pages (24-hex ids) as they were', () => {
    expect(routeOf(questionsPath(COURSE))).toBe('questions');
    expect(routeOf(questionPath(COURSE, 'new'))).toBe('questions.item');
    expect(routeOf(questionPath(COURSE, 'a'.repeat(24)))).toBe('questions.item');
    expect(routeOf(`/${COURSE}/${LESSON}`)).toBe('lesson');
    expect(routeOf(`/${COURSE}/${LESSON}/edit`)).toBe('lesson.edit');
    expect(routeOf(`/${COURSE}/${LESSON}/${PAGE}`)).toBe('page');
    expect(newQuestionPath(COURSE, 'numeric')).toBe(`/${COURSE}/questions/new?type=numeric`);
  });

  it('have their screens in the web manifest, loaded on demand', () => {
    expect((manifest.screens?.questions as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
    expect((manifest.screens?.['questions.item'] as { $$typeof?: symbol } | undefined)?.$$typeof).toBe(LAZY);
  });
});
