import type { Static, TSchema } from '@sinclair/typebox';
import type { SchemaValidator } from '../validation/SchemaValidator.ts';
import { PermanentJobError, type JobHandler } from './JobHandler.ts';
import type { JobRow } from './jobRow.ts';

/**
 * A handler that runs only on a payload its schema accepts (unknown fields
 * refused, as everywhere). Another payload fails the job at once: no retry
 * can mend it, and `last_error` says which fields were wrong.
 */
export function checkedPayload<S extends TSchema>(
  kind: string,
  schema: S,
  validator: SchemaValidator,
  handler: (payload: Static<S>, job: JobRow) => Promise<void>,
): JobHandler {
  const validate = validator.compile(schema);
  return async (payload, job) => {
    const errors = validate(payload);
    if (errors) {
      const problems = errors.map((error) => (error.field ? `${error.field}: ${error.message}` : error.message)).join('; ');
      throw new PermanentJobError(`The payload of job "${kind}" does not match its schema: ${problems}`);
    }
    await handler(payload as Static<S>, job);
  };
}
