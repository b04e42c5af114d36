interface SubmitButtonProps {
  label: string;
  busyLabel: string;
  busy: boolean;
  /** As wide as the form (the default), or as wide as its label (the account page's forms). */
  block?: boolean;
}

/** A form's submit button: disabled, and saying so, while the call is under way. */
export function SubmitButton({ label, busyLabel, busy, block = true }: SubmitButtonProps) {
  return (
    <button type="submit" className={block ? 'button button--primary button--block' : 'button button--primary'} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
