import { describe, expect, it } from 'vitest';
import { encodeCells, rowCells } from '../../../src/calls/gradebookCalls.ts';
import { mergeStudents, withStudent } from '../../../src/web/instructor/gradebookMerge.ts';
import { parseFinalGrade, parseGrade, percentText } from '../../../src/web/instructor/gradeFormat.ts';
import { gradebookCsv } from '../../../src/web/instructor/gradebookCsv.ts';
import { ADA, BOB, cell, gradebookAnswer, PARTICIPATION, QUIZ_1, QUIZ_2, student } from './gradebookFixture.tsx';

const CY = '6c00000000000000000000e3';
const ids = (answer: { students: { id: string }[] } | null) => answer?.students.map((row) => row.id);

describe('mergeStudents', () => {
  it("replaces the asked students' rows and keeps the others as they were", () => {
    const cached = gradebookAnswer();
    const bob = student(BOB, 'Bob', 'Carter', [cell(10, 'Done'), cell(null, 'Upcoming'), cell(null, 'Overdue')]);
    const merged = mergeStudents(cached, gradebookAnswer({ students: [bob] }), [BOB])!;
    expect(merged.students.find((row) => row.id === BOB)).toBe(bob);
    expect(merged.students.find((row) => row.id === ADA)).toBe(cached.students.find((row) => row.id === ADA));
    // The grid's columns are made from these: unchanged, they keep their identity.
    expect(merged.columns).toBe(cached.columns);
    expect(merged.lessons).toBe(cached.lessons);
    expect(merged.groups).toBe(cached.groups);
    expect(merged.course).toBe(cached.course);
  });

  it('drops an asked student the server no longer lists, and adds a new one in name order', () => {
    const cached = gradebookAnswer();
    expect(ids(mergeStudents(cached, gradebookAnswer({ students: [] }), [BOB]))).toEqual([ADA]);
    const cy = student(CY, 'Cy', 'Aaron', [cell(null, 'Due'), cell(null, 'Due'), cell(null, 'Due')]);
    expect(ids(mergeStudents(cached, gradebookAnswer({ students: [cy] }), [CY]))).toEqual([CY, ADA, BOB]);
  });

  it('answers null when the columns changed, so the whole gradebook is read again', () => {
    const fresh = gradebookAnswer();
    expect(mergeStudents(gradebookAnswer(), { ...fresh, columns: fresh.columns.slice(1) }, [BOB])).toBeNull();
    expect(mergeStudents(gradebookAnswer(), { ...fresh, columns: fresh.columns.map((column) => ({ ...column, max_score: 20 })) }, [BOB])).toBeNull();
  });

  it("puts a write's answer in place of that student's row", () => {
    const bob = student(BOB, 'Bob', 'Carter', []);
    expect(withStudent(gradebookAnswer(), bob).students.map((row) => row === bob)).toEqual([true, false]);
  });
});

describe('grade text', () => {
  it('takes a number from 0 to the max with at most 2 decimals; empty clears', () => {
    expect(parseGrade('7.25', 10)).toEqual({ grade: 7.25 });
    expect(parseGrade(' ', 10)).toEqual({ grade: null });
    expect(parseGrade('10', 10)).toEqual({ grade: 10 });
    for (const text of ['10.01', '-1', 'abc', '1.234', '1e2']) expect(parseGrade(text, 10)).toHaveProperty('problem', 'Grade could not be saved. Perhaps make sure the grade is less than the max score.');
    expect(parseGrade('5000', null)).toEqual({ grade: 5000 });
  });

  it('takes a final grade from 0 to 100 and writes percents with 2 decimals', () => {
    expect(parseFinalGrade('100')).toEqual({ percent: 100 });
    expect(parseFinalGrade('')).toEqual({ percent: null });
    expect(parseFinalGrade('100.5')).toHaveProperty('problem');
    expect(percentText(66.666)).toBe('66.67%');
    expect(percentText(null)).toBe('');
  });
});

describe('gradebookCsv', () => {
  it("writes the import's format: the student, one column per activity named by its id, the total; excused cells empty", () => {
    const answer = gradebookAnswer();
    const bob = answer.students[0]!;
    const excusedBob = { ...bob, ...encodeCells([cell(6, 'Done', ['excused']), ...rowCells(bob).slice(1)]) };
    const lines = gradebookCsv({ ...answer, students: [excusedBob, answer.students[1]!] }).split(/\r?\n/);
    expect(lines[0]).toBe(`Student id,Last name,First name,Email,Quiz 1 [${QUIZ_1}],Participation [${PARTICIPATION}],Quiz 2 [${QUIZ_2}],Total %`);
    expect(lines[1]).toBe(`${BOB},Carter,Bob,bob@example.com,,,,30.00`);
    expect(lines[2]).toBe(`${ADA},Byron,Ada,ada@example.com,8,5,7,80.00`);
  });
});
