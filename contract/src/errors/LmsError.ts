import { ERROR_CATALOGUE, type ErrnoDeclarations, type KernelErrno } from './catalogue.ts';

/** One failing field of a 422 answer: a JSON pointer into the payload and the message to show. */
export interface FieldError {
  field: string;
  message: string;
}

/** What an error adds to its answer beside `{ errno, error }`. */
export interface LmsErrorOptions {
  fields?: FieldError[];
  /** More of the answer's fields, e.g. the course and amount of a payment-required. */
  details?: Record<string, unknown>;
  /** Headers of the HTTP answer, e.g. Retry-After of a 429 (a realtime acknowledgement has none). */
  headers?: Record<string, string>;
}

/**
 * The error every handler throws; one middleware turns it into `{ errno, error }`
 * with its status (see errorAnswer.ts). Kernel errnos take status and default
 * message from the catalogue; a plugin errno must give its status.
 */
export class LmsError extends Error {
  readonly errno: string;
  readonly status: number;
  readonly fields: FieldError[] | undefined;
  /** More of the answer beside `{ errno, error }`, e.g. the course and amount of a payment-required. */
  readonly details: Record<string, unknown> | undefined;
  /** Headers of the HTTP answer, set by the error handler. */
  readonly headers: Record<string, string> | undefined;

  constructor(errno: KernelErrno, message?: string, options?: LmsErrorOptions);
  constructor(errno: string, message: string, options: LmsErrorOptions & { status: number });
  constructor(errno: string, message?: string, options: LmsErrorOptions & { status?: number } = {}) {
    const known = (ERROR_CATALOGUE as Record<string, { status: number; message: string }>)[errno];
    super(message ?? known?.message ?? errno);
    this.name = 'LmsError';
    this.errno = errno;
    this.status = options.status ?? known?.status ?? 500;
    this.fields = options.fields;
    this.details = options.details;
    this.headers = options.headers;
  }

  /**
   * One of a plugin's declared errnos (its manifest's `errors`), with the status
   * and, unless `message` is more precise, the message it declares.
   */
  static declared<E extends ErrnoDeclarations>(declarations: E, errno: keyof E & string, message?: string, options: LmsErrorOptions = {}): LmsError {
    const declaration = declarations[errno]!;
    return new LmsError(errno, message ?? declaration.message, { ...options, status: declaration.status });
  }

  /** A 422 with the failing fields; `error` is the first field's message. */
  static validation(fields: FieldError[]): LmsError {
    return new LmsError('validation-failed', fields[0]?.message, { fields });
  }

  /** A 429 (too-many-requests, too-many-attempts) saying when to try again: its Retry-After header. */
  static tooMany(errno: 'too-many-requests' | 'too-many-attempts', retryAfterSeconds: number): LmsError {
    return new LmsError(errno, undefined, { headers: { 'Retry-After': String(retryAfterSeconds) } });
  }
}
