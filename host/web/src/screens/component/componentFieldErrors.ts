import type { ApiError } from '@lms/sdk/web';

/** A failed component save's field messages, sorted to where the screen shows them. */
export interface ComponentFieldErrors {
  title?: string;
  description?: string;
  /** For the plugin's Editor: keyed by the path inside config ("config/html" becomes "html"). */
  config: Record<string, string>;
  /** Messages for no field the screen shows (for example the config as a whole). */
  other: string[];
}

export const NO_FIELD_ERRORS: ComponentFieldErrors = { config: {}, other: [] };

export function componentFieldErrors(error: ApiError): ComponentFieldErrors {
  const errors: ComponentFieldErrors = { config: {}, other: [] };
  for (const { field, message } of error.fields) {
    const path = field.replace(/^\//, '');
    if (path === 'title') errors.title = message;
    else if (path === 'description') errors.description = message;
    else if (path.startsWith('config/')) errors.config[path.slice('config/'.length)] = message;
    else errors.other.push(message);
  }
  return errors;
}
