import { describe, expect, it } from 'vitest';
import { targetLabels } from '../../src/web/authoring/packages/packageTargetLabels.ts';

const target = (title: string, lesson: string | null, questions: number, id = 'a') => ({ _id: id.repeat(24), title, lesson, questions });

describe('the labels of the assessments a package test may fill', () => {
  it('are title and lesson when those are unique', () => {
    expect(targetLabels([target('Quiz', 'Planning ahead', 4), target('Assessment', 'Planning ahead', 2), target('Assessment', null, 0)])).toEqual(['Quiz (Planning ahead)', 'Assessment (Planning ahead)', 'Assessment']);
  });

  it('tell apart two assessments of one lesson that kept their type\'s title, by what they hold, then by their place', () => {
    const labels = targetLabels([target('Assessment', 'Planning ahead', 1), target('Assessment', 'Planning ahead', 3), target('Assessment', 'Planning ahead', 0, 'b'), target('Assessment', 'Planning ahead', 0, 'c')]);
    expect(labels).toEqual([
      'Assessment (Planning ahead), 1 Question',
      'Assessment (Planning ahead), 3 Questions',
      'Assessment (Planning ahead), 0 Questions, the 1st of that name',
      'Assessment (Planning ahead), 0 Questions, the 2nd of that name',
    ]);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
