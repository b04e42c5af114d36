import { LmsError, type FieldError } from '@lms/contract/errors/LmsError.ts';

/**
 * Bounds on what one request may carry, checked before any schema runs: a
 * validator's cost and the size of its answer grow with the number of fields,
 * so an unbounded body would buy an anonymous caller unbounded work.
 */
export const INPUT_LIMITS = {
  /** Object keys plus array items, counted over the whole value. */
  maxEntries: 10_000,
  /** Nesting of objects and arrays. */
  maxDepth: 64,
};

// With the `u` flag a surrogate pair is one code point, so \p{Cs} matches only a lone (unpaired) surrogate.
const BAD_TEXT = /[\u0000\p{Cs}]/u;

/** Why a text cannot be stored: PostgreSQL refuses NUL in text and jsonb, and a lone surrogate is not Unicode. */
export function textProblem(text: string): string | null {
  if (!BAD_TEXT.test(text)) return null;
  return text.includes('\u0000') ? 'must not contain the NUL character (U+0000).' : 'must be valid Unicode text (it holds an unpaired surrogate).';
}

function join(path: string, name: string | number): string {
  return path ? `${path}/${name}` : String(name);
}

function describe(path: string, problem: string): FieldError {
  return { field: path, message: `${path || 'The request'} ${problem}` };
}

class Walk {
  entries = 0;

  check(value: unknown, path: string, depth: number): FieldError | null {
    if (typeof value === 'string') {
      const problem = textProblem(value);
      return problem ? describe(path, problem) : null;
    }
    if (value === null || typeof value !== 'object') return null;
    if (depth >= INPUT_LIMITS.maxDepth) {
      throw LmsError.validation([{ field: path, message: `The request nests deeper than ${INPUT_LIMITS.maxDepth} levels.` }]);
    }
    if (Array.isArray(value)) {
      this.count(value.length);
      for (let i = 0; i < value.length; i++) {
        const problem = this.check(value[i], join(path, i), depth + 1);
        if (problem) return problem;
      }
      return null;
    }
    const keys = Object.keys(value);
    this.count(keys.length);
    for (const key of keys) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { field: path, message: `A field name in ${path || 'the request'} ${keyProblem}` };
      const problem = this.check((value as Record<string, unknown>)[key], join(path, key), depth + 1);
      if (problem) return problem;
    }
    return null;
  }

  private count(more: number): void {
    this.entries += more;
    if (this.entries > INPUT_LIMITS.maxEntries) {
      throw new LmsError('payload-too-large', `The request has more than ${INPUT_LIMITS.maxEntries} fields and items.`);
    }
  }
}

/**
 * Refuses input no field can hold, whatever its schema says: NUL characters and
 * lone surrogates in any string or key (422 naming the field), more than
 * `maxEntries` fields and items (413), nesting deeper than `maxDepth` (422).
 * `where` prefixes the field paths (e.g. "query").
 */
export function assertWellFormedInput(value: unknown, where = ''): void {
  const problem = new Walk().check(value, where, 0);
  if (problem) throw LmsError.validation([problem]);
}
