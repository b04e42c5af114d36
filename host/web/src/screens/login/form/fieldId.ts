/** The id of a form's control for a field path, e.g. ('register', 'fields/school') → 'register-fields-school'. */
export function fieldId(form: string, field: string): string {
  return `${form}-${field.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
