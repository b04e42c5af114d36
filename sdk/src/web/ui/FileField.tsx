import { Field, type FieldLayout } from './Field.tsx';

export interface FileFieldProps {
  label: string;
  /** The file kinds the chooser offers, as <input accept> takes them (".srt,.vtt"). */
  accept: string;
  /** What is attached, or what happens to the chosen file: announced as it changes (none while there is nothing to say). */
  status?: string;
  error?: string;
  disabled?: boolean;
  layout?: FieldLayout;
  onFile(file: File): void;
}

/**
 * A labelled file chooser with the state of its file and, once it is wrong,
 * its error. The chooser is emptied after each choice, so choosing the same
 * file again (after fixing it) reads it again.
 */
export function FileField({ label, accept, status, error, disabled, layout, onFile }: FileFieldProps) {
  return (
    <Field label={label} hint={status === '' ? undefined : status} hintLive announceError error={error} layout={layout}>
      {(control) => (
        <input
          {...control}
          type="file"
          accept={accept}
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      )}
    </Field>
  );
}
