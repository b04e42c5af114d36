/** Part 3 §3 "Theme settings": a term tag value with its dates (yyyy-mm-dd, or null). */
export interface TermTag {
  value: string;
  start_date: string | null;
  end_date: string | null;
}

/** Part 1 §1: the label bundle that white-labels an installation (per host). */
export interface LabelBundle {
  title: string;
  /** "generic" for the full product; any other identity is a branded demo or preview. */
  identity: string;
  /** Support address for help links. */
  mailto: string;
  type: 'default' | 'publisher';
  terms: string;
  privacy: string;
  refund_policy: string;
  /** Label overrides for student registration fields, e.g. { "university": "School" }. */
  student_fields: Record<string, string>;
  /** Extra registration fields a bundle demands (e.g. course_name, course_start_date). */
  additional_fields: string[];
  sso_only: boolean;
  /** In-course search mode. */
  search: 'course' | 'filter';
  small_header: boolean;
  logo: { url: string; width: number; height: number };
  small_logo: { url: string; size: number };
  /** Feature flags of part 1 §9. */
  flags: { program_management_redesign: boolean; migrate_submissions: boolean };
  /** Self-registered accounts confirm their email (a validation link) before their first login. */
  email_validation: boolean;
  /** Part 2 §5: comma-separated terms; a post, reply, comment or edit holding one is refused. */
  banned_words: string;
  /** Part 2 §7: mention and reply emails are sent only when this label is on. */
  notifications: boolean;
  /** Part 3 §3, §5: the installation's term tags; the theme editor keeps at least one row once there is one. */
  term_tags: TermTag[];
  /**
   * Set by the server, never stored in a bundle: the single-sign-on login
   * button's label when the host has an OpenID Connect provider, else null.
   */
  sso?: { label: string } | null;
}

export const DEFAULT_LABEL_BUNDLE: LabelBundle = {
  title: 'Learning Platform',
  identity: 'generic',
  mailto: 'support@example.org',
  type: 'default',
  terms: '/explainer#terms',
  privacy: '/explainer#privacy',
  refund_policy: '/explainer#refunds',
  student_fields: {},
  additional_fields: [],
  sso_only: false,
  search: 'course',
  small_header: false,
  logo: { url: '/brand/logo.svg', width: 160, height: 40 },
  small_logo: { url: '/brand/logo-small.svg', size: 32 },
  flags: { program_management_redesign: false, migrate_submissions: false },
  email_validation: true,
  banned_words: '',
  notifications: false,
  term_tags: [],
};

/** Part 1 §1 "Refund policy text", word for word (the /explainer#refunds section shows it). */
export const REFUND_POLICY_TEXT = 'seven days, with a full refund if less than 50% of a course has been viewed.';

const link = { type: 'string', maxLength: 2000, pattern: '^(https?://|/)' };
const dayOrNull = { anyOf: [{ type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }, { type: 'null' }] };

/** JSON Schema of a LabelBundle. */
export const labelBundleSchema: Record<string, unknown> = {
  type: 'object',
  required: Object.keys(DEFAULT_LABEL_BUNDLE),
  additionalProperties: false,
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 200 },
    identity: { type: 'string', pattern: '^[a-z0-9_-]{1,60}$' },
    mailto: { type: 'string', format: 'email' },
    type: { enum: ['default', 'publisher'] },
    terms: link,
    privacy: link,
    refund_policy: link,
    student_fields: { type: 'object', additionalProperties: { type: 'string', maxLength: 200 } },
    additional_fields: { type: 'array', items: { type: 'string', maxLength: 100 } },
    sso_only: { type: 'boolean' },
    banned_words: { type: 'string', maxLength: 20_000 },
    notifications: { type: 'boolean' },
    term_tags: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['value', 'start_date', 'end_date'],
        properties: { value: { type: 'string', maxLength: 100 }, start_date: dayOrNull, end_date: dayOrNull },
      },
    },
    search: { enum: ['course', 'filter'] },
    small_header: { type: 'boolean' },
    logo: {
      type: 'object',
      additionalProperties: false,
      required: ['url', 'width', 'height'],
      properties: { url: link, width: { type: 'integer', minimum: 16, maximum: 600 }, height: { type: 'integer', minimum: 16, maximum: 200 } },
    },
    small_logo: {
      type: 'object',
      additionalProperties: false,
      required: ['url', 'size'],
      properties: { url: link, size: { type: 'integer', minimum: 16, maximum: 128 } },
    },
    flags: {
      type: 'object',
      additionalProperties: false,
      required: ['program_management_redesign', 'migrate_submissions'],
      properties: { program_management_redesign: { type: 'boolean' }, migrate_submissions: { type: 'boolean' } },
    },
    email_validation: { type: 'boolean' },
  },
};
