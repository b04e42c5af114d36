import { CheckboxField, Field, FormField, OtherFieldErrors, type ComponentEditorProps } from '@lms/sdk/web';
import { MAX_BOARD_SCORE, type BoardConfig, type BoardSettings } from '../schemas/boardConfig.ts';
import { fromLocalInput, toLocalInput } from './dates.ts';
import './board.css';

const DATES: { field: 'open_date' | 'due_date' | 'close_date'; label: string; hint: string }[] = [
  { field: 'open_date', label: 'Opens', hint: 'Before this, students cannot post. Leave it empty to open at once.' },
  { field: 'due_date', label: 'Due', hint: 'After this, the board is closed for further comments.' },
  { field: 'close_date', label: 'Closes', hint: 'After this, the board has ended.' },
];

const SHOWN = ['allow_images', 'max_score', 'board/requires_comment', ...DATES.map(({ field }) => `board/${field}`)];

/** The board's settings (part 2 §3): images, requires_comment, its three dates and its max score. */
export default function BoardEditor({ value, onChange, errors }: ComponentEditorProps<BoardConfig>) {
  const setBoard = (patch: Partial<BoardSettings>) => onChange({ ...value, board: { ...value.board, ...patch } });
  return (
    <div className="lms-board-settings">
      <CheckboxField label="Students see classmates' posts only after posting" value={value.board.requires_comment} onChange={(requires_comment) => setBoard({ requires_comment })} />
      <CheckboxField label="Allow images in posts" value={value.allow_images} onChange={(allow_images) => onChange({ ...value, allow_images })} />
      {DATES.map(({ field, label, hint }) => (
        <Field key={field} label={label} hint={hint} error={errors[`board/${field}`]}>
          {(control) => (
            <input {...control} type="datetime-local" value={toLocalInput(value.board[field])} onChange={(event) => setBoard({ [field]: fromLocalInput(event.target.value) })} />
          )}
        </Field>
      ))}
      <FormField
        label="Max score"
        type="number"
        min={0}
        max={MAX_BOARD_SCORE}
        value={String(value.max_score)}
        onChange={(score) => onChange({ ...value, max_score: score === '' ? 0 : Number(score) })}
        hint="Posting records a submission; the board is graded by hand."
        error={errors.max_score}
      />
      <OtherFieldErrors errors={errors} shownFields={SHOWN} />
    </div>
  );
}
