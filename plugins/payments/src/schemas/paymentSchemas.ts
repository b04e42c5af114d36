import { MAX_CODES_PER_REQUEST, PAYMENT_MESSAGES } from './paymentMessages.ts';

/** The request bodies of the payments calls (JSON Schemas; ajv on server and web). */

const ID_PATTERN = '^[0-9a-f]{24}$';

export interface CheckoutBody {
  /** Where /paymentsuccess/{location} sends the buyer afterwards: an in-app path, '+' standing for '/'. */
  location: string;
}

export const LOCATION_MESSAGE = 'The location must be a path of this site.';

export const checkoutSchema = {
  type: 'object',
  required: ['location'],
  properties: {
    location: { type: 'string', maxLength: 300, pattern: '^[A-Za-z0-9/+_.~-]*$', errorMessage: LOCATION_MESSAGE },
  },
  errorMessage: { required: { location: LOCATION_MESSAGE } },
} as const;

export interface ConfirmBody {
  session_id: string;
}

export const confirmSchema = {
  type: 'object',
  required: ['session_id'],
  properties: {
    session_id: { type: 'string', pattern: '^[A-Za-z0-9_]{1,255}$', errorMessage: PAYMENT_MESSAGES.unknownCheckout },
  },
  errorMessage: { required: { session_id: PAYMENT_MESSAGES.unknownCheckout } },
} as const;

/** Part 1 §7 `payment/code/` for a logged-in user: the course or bundle the code pays for, and the code. */
export interface CodeBody {
  courseId?: string;
  bundleId?: string;
  paymentCode: string;
}

export const codeSchema = {
  type: 'object',
  required: ['paymentCode'],
  properties: {
    courseId: { type: 'string', pattern: ID_PATTERN, errorMessage: PAYMENT_MESSAGES.noBundle },
    bundleId: { type: 'string', pattern: ID_PATTERN, errorMessage: PAYMENT_MESSAGES.noBundle },
    paymentCode: { type: 'string', maxLength: 64, errorMessage: PAYMENT_MESSAGES.badCode },
  },
  errorMessage: { required: { paymentCode: PAYMENT_MESSAGES.badCode } },
} as const;

export interface BundleBody {
  title: string;
  amount: number;
  courses: string[];
  display_all?: boolean;
}

export const bundleSchema = {
  type: 'object',
  required: ['title', 'amount', 'courses'],
  properties: {
    title: { type: 'string', titleText: true, minLength: 1, maxLength: 200, pattern: '\\S', errorMessage: PAYMENT_MESSAGES.bundleTitle },
    amount: { type: 'integer', minimum: 0, maximum: 100_000_000, errorMessage: PAYMENT_MESSAGES.bundleAmount },
    courses: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      uniqueItems: true,
      items: { type: 'string', pattern: ID_PATTERN, errorMessage: PAYMENT_MESSAGES.badCourse },
      errorMessage: { type: PAYMENT_MESSAGES.bundleCourses, minItems: PAYMENT_MESSAGES.bundleCourses, maxItems: PAYMENT_MESSAGES.bundleCourses, uniqueItems: PAYMENT_MESSAGES.bundleCourses },
    },
    display_all: { type: 'boolean' },
  },
  errorMessage: {
    required: { title: PAYMENT_MESSAGES.bundleTitle, amount: PAYMENT_MESSAGES.bundleAmount, courses: PAYMENT_MESSAGES.bundleCourses },
  },
} as const;

/** Part 3 §7 `POST generate` (codes): what they pay for, and how many (part 3 §5: 1 to 10,000). */
export interface GenerateBody {
  target: string;
  count: number;
}

export const generateSchema = {
  type: 'object',
  required: ['target', 'count'],
  properties: {
    target: { type: 'string', pattern: ID_PATTERN, errorMessage: PAYMENT_MESSAGES.noBundle },
    count: { type: 'integer', minimum: 1, maximum: MAX_CODES_PER_REQUEST, errorMessage: PAYMENT_MESSAGES.codeCount },
  },
  errorMessage: { required: { target: PAYMENT_MESSAGES.noBundle, count: PAYMENT_MESSAGES.codeCount } },
} as const;
