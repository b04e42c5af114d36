import { useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { defaultFailureMessage } from './formFailure.ts';
import { rulesResolver, type FormRules } from './rulesResolver.ts';

export interface LmsFormOptions<V extends FieldValues> {
  /** Every field's starting value (the saved one): the form is dirty once a value differs. */
  defaultValues: DefaultValues<V>;
  /** The contract rule the server runs on this body: checked on submit, its messages shown at their fields. */
  rules?: FormRules<V>;
  /** The form's own message while the rule refuses its values ('Please enter all the required fields'), besides each field's. */
  invalidMessage?: string;
  /** Ask before leaving with unsaved changes (on by default; sign-in forms turn it off). */
  warnUnsaved?: boolean;
  /** What the form says about a failed call that no field takes (nothing: another part of the page says it); the server's text by default. */
  failureMessage?(error: unknown): string | undefined;
  /**
   * Say `failureMessage` for the whole form also when the failure's messages went to its fields
   * ('Error: ' and the server's words above the fields it names). Off by default: the fields say it.
   */
  failureWithFields?: boolean;
}

/** The form's own outcome: a message for the whole form, or the success text of the last save. */
export interface FormOutcome {
  error?: string;
  success?: string;
}

/** React Hook Form's methods, with what the kit adds: the form's outcome and its options. */
export interface LmsForm<V extends FieldValues> extends UseFormReturn<V> {
  outcome: FormOutcome;
  setOutcome(outcome: FormOutcome): void;
  warnUnsaved: boolean;
  invalidMessage: string | undefined;
  failureMessage(error: unknown): string | undefined;
  failureWithFields: boolean;
}

/**
 * One form's state, for `<Form>`: values and their dirty state, the rule's
 * messages at their fields on submit, and the outcome of the last save.
 */
export function useLmsForm<V extends FieldValues>({
  defaultValues,
  rules,
  invalidMessage,
  warnUnsaved = true,
  failureMessage = defaultFailureMessage,
  failureWithFields = false,
}: LmsFormOptions<V>): LmsForm<V> {
  // The rule may close over the screen's state (a brand's required field): the resolver reads the latest.
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const [resolver] = useState(() => rulesResolver<V>((values) => rulesRef.current?.(values) ?? []));
  const methods = useForm<V>({ defaultValues, resolver, mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false });
  const [outcome, setOutcome] = useState<FormOutcome>({});
  return { ...methods, outcome, setOutcome, warnUnsaved, invalidMessage, failureMessage, failureWithFields };
}
