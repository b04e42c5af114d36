import { isId } from '@lms/sdk/calls';
import { LmsError } from '@lms/sdk';

/** A comma-separated list of ids from a query string (`users=a,b`); validation-failed naming `field` for anything else. */
export function idList(value: string, field: string): string[] {
  const ids = value.split(',').map((id) => id.trim()).filter(Boolean);
  if (ids.some((id) => !isId(id))) throw LmsError.validation([{ field, message: `${field} must be comma-separated ids.` }]);
  return [...new Set(ids)];
}
