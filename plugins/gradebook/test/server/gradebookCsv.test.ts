import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellOf } from '../../src/calls/gradebookCalls.ts';
import { IMPORT_REASONS } from '../../src/server/csv/csvImport.ts';
import { GRADE_NOT_SAVED } from '../../src/server/gradebookErrnos.ts';
import { addCustomColumn, gradebookWorld, placeGradedComponent, recordAttempt, type ComponentActivity, type GradebookWorld } from './gradebookWorld.ts';

let world: GradebookWorld;
let base: string;
let quiz: ComponentActivity;
let column: string;

async function exported(query = ''): Promise<string> {
  const file = await world.professorClient.download(`/server/${base}/export.csv${query}`);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toContain('text/csv');
  return file.bytes.toString('utf8');
}

const rowsOf = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

beforeAll(async () => {
  world = await gradebookWorld();
  base = `gradebook/${world.course.courseId}`;
  quiz = await placeGradedComponent(world, { pageId: world.course.lessons[0]!.pageIds[0]!, position: 0 }, { title: 'Quiz, first', maxScore: 10 });
  column = await addCustomColumn(world, { title: 'Essay', max_score: 20 });
  await recordAttempt(world, quiz.activityId, world.ada.id, 6, 10);
  await world.professorClient.put(`${base}/${world.bob.id}`, { grade: 12, component_id: column });
  await world.professorClient.put(`${base}/${world.cy.id}/excused`, { activity_id: quiz.activityId, excused: true });
});

afterAll(() => world?.tk.close());

describe('CSV export', () => {
  it('has the student columns, one column per activity with its id, and the total, with a BOM', async () => {
    const csv = await exported();
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [headings, ...rows] = rowsOf(csv);
    expect(headings).toEqual(['Student id', 'Last name', 'First name', 'Email', `Quiz, first [${quiz.activityId}]`, `Essay [${column}]`, 'Total %']);
    expect(rows.map((row) => row[1])).toEqual(['Babbage', 'Lovelace', 'Young']);
    expect(rows[0]!.slice(4, 6)).toEqual(['', '12']);
    expect(rows[1]!.slice(4, 6)).toEqual(['6', '']);
    expect(rows[2]![4]).toBe('Excused');
  });

  it('exports only the columns and students the grid shows', async () => {
    const [headings, ...rows] = rowsOf(await exported(`?scope=visible&columns=${column}&students=${world.ada.id}`));
    expect(headings).toEqual(['Student id', 'Last name', 'First name', 'Email', `Essay [${column}]`, 'Total %']);
    expect(rows.map((row) => row[0])).toEqual([world.ada.id]);
  });

  it('is for staff only', async () => {
    expect((await world.adaClient.download(`/server/${base}/export.csv`)).status).toBe(403);
  });
});

describe('CSV import', () => {
  it('finds no change in the file it exported', async () => {
    const preview = await world.professorClient.post(`${base}/import/preview`, { csv: await exported() });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ changes: [], refused: [] });
  });

  it('finds one change for one edited cell, and applies it in one go', async () => {
    const rows = rowsOf(await exported());
    rows[2]![5] = '17.5';
    const csv = Papa.unparse(rows);
    const preview = await world.professorClient.post(`${base}/import/preview`, { csv });
    expect(preview.body.refused).toEqual([]);
    expect(preview.body.changes).toEqual([
      { row: 3, student_id: world.ada.id, student: 'Lovelace, Ada', activity_id: column, column: `Essay [${column}]`, from: null, to: 17.5 },
    ]);
    const applied = await world.professorClient.post(`${base}/import`, { csv, fingerprint: preview.body.fingerprint });
    expect(applied.body).toEqual({ applied: 1 });
    const row = await world.professorClient.get(`${base}/?users=${world.ada.id}`);
    expect(cellOf(row.body.students[0], 1).score).toBe(17.5);
    const again = await world.professorClient.post(`${base}/import/preview`, { csv });
    expect(again.body.changes).toEqual([]);
  });

  it('refuses a bad row with its reason and an unknown column, and applies the rest', async () => {
    const rows = rowsOf(await exported());
    rows[0]!.push('Attendance [0123456789abcdef01234567]');
    rows[1]![4] = 'lots';
    rows[1]![5] = '1';
    rows[3]![5] = '25';
    rows.push(['ffffffffffffffffffffffff', 'Nobody', 'No', 'no@example.com', '', '', '']);
    const csv = Papa.unparse(rows);
    const preview = await world.professorClient.post(`${base}/import/preview`, { csv });
    expect(preview.body.refused).toEqual([
      { row: 1, column: 'Attendance [0123456789abcdef01234567]', reason: IMPORT_REASONS.unknownColumn },
      { row: 2, column: `Quiz, first [${quiz.activityId}]`, reason: IMPORT_REASONS.notANumber },
      { row: 4, column: `Essay [${column}]`, reason: GRADE_NOT_SAVED },
      { row: 5, reason: IMPORT_REASONS.unknownStudent },
    ]);
    // Bob's row is refused whole: his Essay cell changes nothing.
    expect(preview.body.changes).toEqual([]);
  });

  it('refuses to apply when the gradebook changed since the preview', async () => {
    const rows = rowsOf(await exported());
    rows[1]![5] = '3';
    const csv = Papa.unparse(rows);
    const preview = await world.professorClient.post(`${base}/import/preview`, { csv });
    expect(preview.body.changes).toHaveLength(1);
    await world.professorClient.put(`${base}/${world.bob.id}`, { grade: 13, component_id: column });
    const refused = await world.professorClient.post(`${base}/import`, { csv, fingerprint: preview.body.fingerprint });
    expect(refused).toMatchObject({ status: 409, body: { errno: 'gradebook-changed' } });
    const row = await world.professorClient.get(`${base}/?users=${world.bob.id}`);
    expect(cellOf(row.body.students[0], 1).score).toBe(13);
  });

  it('reads a repeated column and a repeated student once', async () => {
    const rows = rowsOf(await exported());
    rows[0]!.push(rows[0]![5]!);
    rows.slice(1).forEach((row) => row.push('1'));
    rows.push([...rows[1]!]);
    const preview = await world.professorClient.post(`${base}/import/preview`, { csv: Papa.unparse(rows) });
    expect(preview.body).toMatchObject({
      changes: [],
      refused: [
        { row: 1, column: `Essay [${column}]`, reason: IMPORT_REASONS.repeatedColumn },
        { row: 5, reason: IMPORT_REASONS.repeatedStudent },
      ],
    });
  });

  it('refuses a file without the student id column, and is for staff only', async () => {
    const preview = await world.professorClient.post(`${base}/import/preview`, { csv: 'Name,Score\nAda,3\n' });
    expect(preview.body.refused).toEqual([{ row: 1, reason: IMPORT_REASONS.noStudentColumn }]);
    expect((await world.adaClient.post(`${base}/import/preview`, { csv: 'x' })).status).toBe(403);
    expect((await world.adaClient.post(`${base}/import`, { csv: 'x', fingerprint: 'y' })).status).toBe(403);
  });
});
