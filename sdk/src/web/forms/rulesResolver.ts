import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { FieldError } from '@lms/contract/rules';
import { formPath } from './fieldPath.ts';

/** The rule a form runs before it calls: the same function the server runs on the body (contract/src/rules), so the same messages. */
export type FormRules<V> = (values: V) => readonly FieldError[];

/** Puts a message at a dotted path of an errors object, the first message of a field winning (as the server answers). */
function putError(errors: Record<string, unknown>, path: string, message: string): void {
  const keys = path.split('.');
  let node = errors;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (typeof next === 'object' && next !== null && !('message' in next)) node = next as Record<string, unknown>;
    else node = node[key] = {};
  }
  const last = keys[keys.length - 1]!;
  node[last] ??= { type: 'rule', message };
}

/** A React Hook Form resolver over a contract rule: its field errors become the form's, at the same fields. */
export function rulesResolver<V extends FieldValues>(rules: FormRules<V>): Resolver<V> {
  return (values) => {
    const problems = rules(values);
    if (problems.length === 0) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const problem of problems) putError(errors, formPath(problem.field), problem.message);
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
