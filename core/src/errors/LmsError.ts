import { ERROR_CATALOGUE, type KernelErrno } from './catalogue.ts';

/** One failing field of a 422 answer: a JSON pointer into the payload and the message to show. */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * The error every handler throws; one middleware turns it into `{ errno, error }`
 * with its status. Kernel errnos take status and default message from the
 * catalogue; a plugin errno must give its status.
 */
export class LmsError extends Error {
  readonly errno: string;
  readonly status: number;
  readonly fields: FieldError[] | undefined;
  /** More of the answer beside `{ errno, error }`, e.g. the course and amount of a payment-required. */
  readonly details: Record<string, unknown> | undefined;

  constructor(errno: KernelErrno, message?: string, options?: { fields?: FieldError[]; details?: Record<string, unknown> });
  constructor(errno: string, message: string, options: { status: number; fields?: FieldError[]; details?: Record<string, unknown> });
  constructor(errno: string, message?: string, options: { status?: number; fields?: FieldError[]; details?: Record<string, unknown> } = {}) {
    const known = (ERROR_CATALOGUE as Record<string, { status: number; message: string }>)[errno];
    super(message ?? known?.message ?? errno);
    this.name = 'LmsError';
    this.errno = errno;
    this.status = options.status ?? known?.status ?? 500;
    this.fields = options.fields;
    this.details = options.details;
  }

  /** A 422 with the failing fields; `error` is the first field's message. */
  static validation(fields: FieldError[]): LmsError {
    return new LmsError('validation-failed', fields[0]?.message, { fields });
  }
}
