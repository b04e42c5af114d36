import type { ReactNode } from 'react';
import { AppLink, type GridColumn, type GridColumnSpec, type GridValue, type SelectOption } from '@lms/sdk/web';
import type { ActivityRow, SettingValues } from '../calls/activitySettingsCalls.ts';
import { CellFrame, CheckCell, SelectCell } from './SettingCell.tsx';
import { cellLabel, FIELD_LABELS, periodText, POLICY_PERIODS, visibilityOptions, visibilityText, type BooleanField, type DateField, type ScreenField, type VisibilityField } from './settingFields.ts';
import { shownValue, type RowDraft } from './settingsDraft.ts';
import { attemptsText, dateText, readAttempts, readDateEntry, readPercent, readPickx, readResumeAttempts, readTimeLimitMinutes, timeLimitMinutesText, type Entry } from './settingsEntry.ts';
import { SETTINGS_MESSAGES } from './settingsMessages.ts';
import { timeLimitText } from './timeLimitText.ts';

/** A row of the grid: the activity, its unsaved changes and the messages about it. */
export interface ListRow {
  row: ActivityRow;
  draft: RowDraft | undefined;
  errors: Readonly<Record<string, string>> | undefined;
}

type Policy = NonNullable<SettingValues['policy']>;

export interface ColumnContext {
  rollups: readonly { id: string; title: string }[];
  /** The course's default time of day, for a date typed without one. */
  defaultTime: string | null;
  /** The policy auto-accept starts from: the course's default, else none deducted. */
  startPolicy: Policy;
  stage<F extends ScreenField>(row: ActivityRow, field: F, value: SettingValues[F]): void;
}

const editable = (list: ListRow, field: ScreenField) => list.row.fields.includes(field);
const changed = (list: ListRow, field: ScreenField) => list.draft !== undefined && field in list.draft;
const shown = <F extends ScreenField>(list: ListRow, field: F) => shownValue(list.row, list.draft, field);
const title = (list: ListRow) => list.row.report_title;

function textColumn<F extends ScreenField>(field: F, width: number, text: (value: ActivityRow['values'][F]) => string, entry: {
  initial(value: ActivityRow['values'][F]): string;
  read(text: string): Entry<SettingValues[F]>;
  /** The editor's name when it takes another unit than the cell shows. */
  label?: string;
}, context: ColumnContext): GridColumn<ListRow> {
  const label = FIELD_LABELS[field];
  const entryLabel = entry.label ?? label;
  return {
    id: field,
    header: label,
    width,
    value: (list) => text(shown(list, field)),
    cell: (list) => (
      <CellFrame changed={changed(list, field)} error={list.errors?.[field]}>
        {text(shown(list, field))}
      </CellFrame>
    ),
    edit: {
      canEdit: (list) => editable(list, field),
      label: (list) => cellLabel(entryLabel, title(list)),
      initialText: (list) => entry.initial(shown(list, field)),
      validate: (input) => {
        const read = entry.read(input);
        return read.ok ? null : read.message;
      },
      commit: (list, input) => {
        const read = entry.read(input);
        if (read.ok) context.stage(list.row, field, read.value);
      },
    },
  };
}

function dateColumn(field: DateField, context: ColumnContext): GridColumn<ListRow> {
  return textColumn(field, 150, dateText, { initial: dateText, read: (input) => readDateEntry(input, context.defaultTime) }, context);
}

function checkColumn(field: BooleanField, context: ColumnContext, width = 110): GridColumn<ListRow> {
  const label = FIELD_LABELS[field];
  const value = (list: ListRow): GridValue => {
    const current = shown(list, field);
    return current === null ? null : current ? 'Yes' : 'No';
  };
  return {
    id: field,
    header: label,
    width,
    value,
    cell: (list) => (
      <CellFrame changed={changed(list, field)} error={list.errors?.[field]}>
        {editable(list, field) ? <CheckCell label={cellLabel(label, title(list))} checked={shown(list, field) === true} onChange={(checked) => context.stage(list.row, field, checked)} /> : value(list)}
      </CellFrame>
    ),
  };
}

function selectColumn<F extends VisibilityField | 'rollup_id'>(field: F, options: readonly SelectOption[], text: (value: string | null) => string, toValue: (choice: string) => SettingValues[F], context: ColumnContext): GridColumn<ListRow> {
  const label = FIELD_LABELS[field];
  return {
    id: field,
    header: label,
    width: 180,
    value: (list) => text(shown(list, field)),
    cell: (list) => (
      <CellFrame changed={changed(list, field)} error={list.errors?.[field]}>
        {editable(list, field) ? (
          <SelectCell label={cellLabel(label, title(list))} value={shown(list, field) ?? ''} options={options} onChange={(choice) => context.stage(list.row, field, toValue(choice))} />
        ) : (
          text(shown(list, field))
        )}
      </CellFrame>
    ),
  };
}

const NO_ROLLUP = '';

function rollupColumn(context: ColumnContext): GridColumn<ListRow> {
  const options = [{ value: NO_ROLLUP, label: 'None' }, ...context.rollups.map((rollup) => ({ value: rollup.id, label: rollup.title }))];
  const text = (id: string | null) => (id === null ? 'None' : (context.rollups.find((rollup) => rollup.id === id)?.title ?? ''));
  return selectColumn('rollup_id', options, text, (choice) => (choice === NO_ROLLUP ? null : choice), context);
}

/** Part 3 §3 "Policy": auto-accept (a policy or none), its penalty per hour, day or week, and its max. */
function policyColumns(context: ColumnContext): GridColumn<ListRow>[] {
  const policyOf = (list: ListRow) => shown(list, 'policy');
  const error = (list: ListRow) => list.errors?.policy;
  const frame = (list: ListRow, content: ReactNode) => (
    <CellFrame changed={changed(list, 'policy')} error={error(list)}>
      {content}
    </CellFrame>
  );
  const stagePolicy = (list: ListRow, policy: Policy | null) => context.stage(list.row, 'policy', policy);
  const percentColumn = (part: 'penalty' | 'max', header: string): GridColumn<ListRow> => ({
    id: `policy_${part}`,
    header,
    width: 110,
    value: (list) => policyOf(list)?.[part] ?? null,
    cell: (list) => frame(list, policyOf(list) === null ? '' : `${policyOf(list)![part]}%`),
    edit: {
      canEdit: (list) => editable(list, 'policy'),
      label: (list) => cellLabel(header, title(list)),
      initialText: (list) => String(policyOf(list)?.[part] ?? ''),
      validate: (input) => {
        const read = readPercent(input, SETTINGS_MESSAGES.policy);
        return read.ok ? null : read.message;
      },
      commit: (list, input) => {
        const read = readPercent(input, SETTINGS_MESSAGES.policy);
        if (read.ok) stagePolicy(list, { ...(policyOf(list) ?? context.startPolicy), [part]: read.value });
      },
    },
  });
  const autoLabel = 'Auto-accept late work';
  const perLabel = 'Penalty per';
  const periods = POLICY_PERIODS.map((period) => ({ value: String(period.value), label: period.label }));
  return [
    {
      id: 'policy',
      header: autoLabel,
      width: 120,
      value: (list) => (policyOf(list) === null ? 'No' : 'Yes'),
      cell: (list) =>
        frame(
          list,
          editable(list, 'policy') ? (
            <CheckCell label={cellLabel(autoLabel, title(list))} checked={policyOf(list) !== null} onChange={(checked) => stagePolicy(list, checked ? (list.row.values.policy ?? context.startPolicy) : null)} />
          ) : policyOf(list) === null ? (
            'No'
          ) : (
            'Yes'
          ),
        ),
    },
    percentColumn('penalty', 'Penalty %'),
    {
      id: 'policy_per',
      header: perLabel,
      width: 110,
      value: (list) => (policyOf(list) === null ? null : periodText(policyOf(list)!.per)),
      cell: (list) => {
        const policy = policyOf(list);
        if (policy === null) return frame(list, '');
        if (!editable(list, 'policy')) return frame(list, periodText(policy.per));
        return frame(
          list,
          <SelectCell label={cellLabel(perLabel, title(list))} value={String(policy.per)} options={periods} onChange={(choice) => stagePolicy(list, { ...policy, per: Number(choice) as Policy['per'] })} />,
        );
      },
    },
    percentColumn('max', 'Max penalty %'),
  ];
}

/** The list's columns: the activity (kept in view), then its settings in the spec's order; only a row's own `fields` take changes. */
export function activityColumns(context: ColumnContext): GridColumnSpec<ListRow>[] {
  const visibility = (field: VisibilityField) => selectColumn(field, visibilityOptions(field), visibilityText, (choice) => choice as SettingValues[typeof field], context);
  return [
    {
      id: 'title',
      header: 'Activity',
      width: 200,
      rowHeader: true,
      sortable: true,
      value: (list) => list.row.report_title,
      // The activity's page (the unsaved-changes question still applies).
      cell: (list) => (list.row.link === null ? list.row.report_title : <AppLink to={list.row.link}>{list.row.report_title}</AppLink>),
    },
    { id: 'type', header: 'Type', width: 110, sortable: true, value: (list) => list.row.type },
    { id: 'lesson', header: 'Lesson', width: 160, sortable: true, value: (list) => list.row.lessonName },
    { id: 'dates', header: 'Dates', columns: [dateColumn('open_date', context), dateColumn('due_date', context), dateColumn('close_date', context)] },
    textColumn('submission_attempts', 100, attemptsText, { initial: (value) => (value === null ? '' : String(value)), read: readAttempts }, context),
    textColumn('time_limit', 120, timeLimitText, { initial: timeLimitMinutesText, read: readTimeLimitMinutes, label: 'Time limit in minutes' }, context),
    textColumn('resume_attempts', 110, (value) => (value === null ? '' : String(value)), { initial: (value) => (value === null ? '' : String(value)), read: readResumeAttempts }, context),
    checkColumn('lock_back_button', context, 120),
    checkColumn('scramble', context),
    checkColumn('confidence', context),
    textColumn('pickx', 90, (value) => (value === null ? '' : String(value)), { initial: (value) => (value === null ? '' : String(value)), read: readPickx }, context),
    { id: 'late_policy', header: FIELD_LABELS.policy, columns: policyColumns(context) },
    { id: 'visibility', header: 'Visibility', columns: [visibility('show_responses'), visibility('show_correct_answers'), visibility('inline_check')] },
    rollupColumn(context),
    checkColumn('suppress_until_available', context),
    checkColumn('show', context),
  ];
}
