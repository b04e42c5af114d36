import { PAYMENT_MESSAGES } from '../../schemas/paymentMessages.ts';
import { ROUTING_MESSAGES, type GroupSetUpState } from '../../schemas/routingSchemas.ts';
import { cents } from '../admin/priceForm.ts';

/** The auto-bundler's fields: the price as typed in dollars, the picked course ids. */
export interface AutoBundlerValues {
  title: string;
  price: string;
  courses: string[];
}

/** The saved progress (GET routing/group_set_up) as the form's values, keeping only courses still taught. */
export function valuesFromState(state: GroupSetUpState, taught: ReadonlySet<string>): AutoBundlerValues {
  return { title: state.title ?? '', price: state.price ?? '', courses: (state.courses ?? []).filter((id) => taught.has(id)) };
}

/** The form's values as progress to save (POST routing/group_set_up). */
export function stateFromValues(values: AutoBundlerValues): GroupSetUpState {
  return { title: values.title, price: values.price, courses: values.courses };
}

/** The server's rules for `POST payments/instructor_bundles/`, on the typed values. */
export function autoBundlerProblems(values: AutoBundlerValues): { field: string; message: string }[] {
  const amount = cents(values.price);
  return [
    ...(values.title.trim() ? [] : [{ field: 'title', message: PAYMENT_MESSAGES.bundleTitle }]),
    ...(amount === null || Number.isNaN(amount) ? [{ field: 'price', message: PAYMENT_MESSAGES.bundleAmount }] : []),
    ...(values.courses.length >= 2 ? [] : [{ field: 'courses', message: ROUTING_MESSAGES.severalCourses }]),
  ];
}
