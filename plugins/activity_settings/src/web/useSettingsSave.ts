import { useState } from 'react';
import type { CallAnswer, CallBody } from '@lms/sdk/calls';
import { useNotify } from '@lms/sdk/web';
import { saveActivities, type ActivityRow, type listActivities, type SettingValues } from '../calls/activitySettingsCalls.ts';
import type { BulkOutcome } from './BulkEditDialog.tsx';
import { failureText, placeErrors, type RowErrors } from './saveFailure.ts';
import type { ScreenField } from './settingFields.ts';
import { dateOrderProblem, isFarPastDue, policyProblem } from './settingsChecks.ts';
import { draftChanges, sameValue, shownValues, type Drafts } from './settingsDraft.ts';
import { SETTINGS_MESSAGES } from './settingsMessages.ts';
import { useCallMutation } from './serverData.ts';

type ListAnswer = CallAnswer<typeof listActivities>;
type SaveBody = CallBody<typeof saveActivities>;

interface SaveContext {
  courseId: string;
  answer: ListAnswer;
  drafts: Drafts;
  ask(message: string): Promise<boolean>;
  /** Reads the list again; resolves once the new rows are in. */
  reload(): Promise<unknown>;
  /** After a save, once the list is read again: the drafts are gone. */
  onSaved(): void;
}

/** The rule messages of rows as they would be saved, at their fields: the late policy (part 3 §5) and the order of the dates. */
function rowProblems(rows: readonly { row: ActivityRow; values: ActivityRow['values'] }[]): Map<string, Record<string, string>> {
  const problems = new Map<string, Record<string, string>>();
  for (const { row, values } of rows) {
    const found: Record<string, string> = {};
    const policy = policyProblem(values.policy);
    if (policy !== null) found.policy = policy;
    const order = dateOrderProblem(values);
    if (order !== null) found[order] = SETTINGS_MESSAGES.dateOrder;
    if (Object.keys(found).length > 0) problems.set(row.id, found);
  }
  return problems;
}

/**
 * The two saves of part 3 §5 "Bulk edit": the inline edits as `changes`, and
 * the bulk form's `who`, `what` and `which`. Each checks what the client can
 * (nothing to save, mock data, the policy, the order of dates), asks about
 * due dates over a year past and the section template, then sends; a refusal
 * shows 'Error: ...' and puts the server's field messages on their rows.
 */
export function useSettingsSave({ courseId, answer, drafts, ask, reload, onSaved }: SaveContext) {
  const notify = useNotify();
  const save = useCallMutation(saveActivities);
  const [problem, setProblem] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<RowErrors>(new Map());
  const [status, setStatus] = useState<string | null>(null);

  const confirmed = async (dueDates: readonly (string | null | undefined)[]) => {
    const now = new Date();
    if (dueDates.some((due) => isFarPastDue(due, now)) && !(await ask(SETTINGS_MESSAGES.pastDue))) return false;
    if (answer.course.section_template_warning && !(await ask(SETTINGS_MESSAGES.sectionTemplate))) return false;
    return true;
  };

  /** Sends one body; `sent[i]` is the row id of `changes[i]` or `who[i]`. Answers the refusal, or null once saved and read again. */
  const send = async (body: SaveBody, sent: readonly string[]) => {
    setStatus(null);
    try {
      await save.mutateAsync({ params: { courseId }, body });
    } catch (error) {
      const placed = placeErrors(error, sent);
      setProblem(failureText(error));
      setRowErrors(placed.rows);
      return { problem: failureText(error), fields: placed.which };
    }
    setProblem(null);
    setRowErrors(new Map());
    notify({ type: 'success', message: SETTINGS_MESSAGES.saved });
    setStatus(`${SETTINGS_MESSAGES.saved} ${SETTINGS_MESSAGES.reloading}`);
    await reload();
    onSaved();
    setStatus(SETTINGS_MESSAGES.saved);
    return null;
  };

  const saveChanges = async () => {
    setStatus(null);
    const changes = draftChanges(answer.activities, drafts);
    if (changes.length === 0) return setProblem(SETTINGS_MESSAGES.noChanges);
    if (answer.course.mock) return setProblem(SETTINGS_MESSAGES.mock);
    setProblem(null);
    const problems = rowProblems(changes.map(({ row }) => ({ row, values: shownValues(row, drafts.get(row.id)) })));
    setRowErrors(problems);
    if (problems.size > 0) return;
    if (!(await confirmed(changes.map(({ change }) => change.due_date)))) return;
    await send({ changes: changes.map(({ change }) => change) }, changes.map(({ row }) => row.id));
  };

  const saveBulk = async (who: readonly ActivityRow[], what: ScreenField[], which: Partial<SettingValues>): Promise<BulkOutcome | null> => {
    const after = who.map((row) => ({ row, values: { ...row.values, ...which } as ActivityRow['values'] }));
    const changing = after.filter(({ row }) => what.some((field) => row.fields.includes(field) && !sameValue(row.values[field], which[field])));
    if (changing.length === 0) return { problem: SETTINGS_MESSAGES.noChanges, fields: {} };
    if (answer.course.mock) return { problem: SETTINGS_MESSAGES.mock, fields: {} };
    const problems = rowProblems(changing);
    if (problems.size > 0) {
      const first = Object.entries([...problems.values()][0]!)[0]!;
      return { problem: null, fields: { [first[0]]: first[1] } };
    }
    if (!(await confirmed([which.due_date]))) return { problem: null, fields: {} };
    return send({ who: who.map((row) => row.activity_id), what, which }, who.map((row) => row.id));
  };

  return { saveChanges, saveBulk, problem, rowErrors, status, saving: save.isPending };
}
