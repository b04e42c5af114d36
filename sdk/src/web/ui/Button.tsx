import type { ButtonHTMLAttributes, Ref } from 'react';
import './button.css';

/** Primary: the one action of a form or screen; secondary: the others; danger: what deletes; quiet: an action inside a row or toolbar. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

export interface ButtonLook {
  variant?: ButtonVariant;
  small?: boolean;
  /** As wide as its container (a sign-in form's button). */
  block?: boolean;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The kit button's class names, for a link that looks like a button (a router
 * Link, an anchor): it shares the Button's CSS rather than copying it.
 */
export function buttonClass({ variant = 'secondary', small = false, block = false }: ButtonLook = {}, className?: string): string {
  return ['lms-button', `lms-button--${variant}`, small && 'lms-button--small', block && 'lms-button--block', className].filter(Boolean).join(' ');
}

/**
 * The kit's button. Enabled and disabled read apart at a glance: an enabled
 * button is filled (primary, danger) or outlined in the theme's strong colour
 * (secondary), a disabled one is flat grey with a dashed border.
 */
export function Button({ variant, small, block, type = 'button', className, ref, ...buttonProps }: ButtonProps) {
  return <button {...buttonProps} ref={ref} type={type} className={buttonClass({ variant, small, block }, className)} />;
}
