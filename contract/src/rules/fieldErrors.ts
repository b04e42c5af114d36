/** One failed field: the same shape the server's 422 answers carry in `fields`. */
export interface FieldError {
  field: string;
  message: string;
}

/** Collects at most one message per field, first rule wins (as the forms show them). */
export class FieldErrors {
  readonly list: FieldError[] = [];

  add(field: string, message: string): void {
    if (!this.list.some((error) => error.field === field)) this.list.push({ field, message });
  }

  has(field: string): boolean {
    return this.list.some((error) => error.field === field);
  }

  get empty(): boolean {
    return this.list.length === 0;
  }
}

export const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';
