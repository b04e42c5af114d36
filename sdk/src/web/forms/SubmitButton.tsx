import { Button, type ButtonProps } from '../ui/Button.tsx';
import { useFormStatus } from './FormStatusContext.ts';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  label: string;
  /** Said while the save is under way ("Saving…"). */
  busyLabel: string;
}

/** A `<Form>`'s submit button: primary, disabled and saying so while the form saves. */
export function SubmitButton({ label, busyLabel, variant = 'primary', disabled, ...buttonProps }: SubmitButtonProps) {
  const { submitting } = useFormStatus();
  return (
    <Button {...buttonProps} type="submit" variant={variant} disabled={submitting || disabled}>
      {submitting ? busyLabel : label}
    </Button>
  );
}
