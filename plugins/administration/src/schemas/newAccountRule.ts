import { ADMINISTRATION_MESSAGES } from './administrationMessages.ts';

/** Part 3 §5: account creation in user admin requires name, surname, email, phone, institution and role. */
export const NEW_ACCOUNT_FIELDS = ['name', 'surname', 'email', 'phone', 'institution', 'role'] as const;
export type NewAccountField = (typeof NEW_ACCOUNT_FIELDS)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The one message of the form: 'All fields are required' while any field is
 * blank, then a wrong email; null when the account may be created.
 */
export function newAccountProblem(fields: Readonly<Record<NewAccountField, string>>): { field: NewAccountField | null; message: string } | null {
  if (NEW_ACCOUNT_FIELDS.some((name) => !fields[name].trim())) return { field: null, message: ADMINISTRATION_MESSAGES.allFieldsRequired };
  if (!EMAIL.test(fields.email.trim())) return { field: 'email', message: ADMINISTRATION_MESSAGES.emailInvalid };
  return null;
}

export const isEmail = (text: string): boolean => EMAIL.test(text.trim());
