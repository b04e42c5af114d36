import type { Knex } from 'knex';
import type { FieldError } from '@lms/contract/errors/LmsError.ts';

/** A course's slug is its own: the problem when another course has it already, else null. */
export async function slugTaken(trx: Knex | Knex.Transaction, courseId: string, slug: string): Promise<FieldError | null> {
  const taken = await trx('courses').where({ slug }).whereNot({ id: courseId }).first('id');
  return taken ? { field: 'slug', message: 'This slug is already used by another course.' } : null;
}
