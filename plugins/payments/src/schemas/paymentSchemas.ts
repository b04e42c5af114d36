import { ID_PATTERN, Type, type Static } from '@lms/sdk/calls';
import { MAX_CODES_PER_REQUEST, PAYMENT_MESSAGES } from './paymentMessages.ts';

/** The request bodies of the payments calls (TypeBox: the types and the validator's schemas in one). */

export const LOCATION_MESSAGE = 'The location must be a path of this site.';

export const checkoutSchema = Type.Object(
  {
    /** Where /paymentsuccess/{location} sends the buyer afterwards: an in-app path, '+' standing for '/'. */
    location: Type.String({ maxLength: 300, pattern: '^[A-Za-z0-9/+_.~-]*$', errorMessage: LOCATION_MESSAGE }),
  },
  { errorMessage: { required: { location: LOCATION_MESSAGE } } },
);

export const confirmSchema = Type.Object(
  { session_id: Type.String({ pattern: '^[A-Za-z0-9_]{1,255}$', errorMessage: PAYMENT_MESSAGES.unknownCheckout }) },
  { errorMessage: { required: { session_id: PAYMENT_MESSAGES.unknownCheckout } } },
);

/** Part 1 §7 `payment/code/` for a logged-in user: the course or bundle the code pays for, and the code. */
export const codeSchema = Type.Object(
  {
    courseId: Type.Optional(Type.String({ pattern: ID_PATTERN, errorMessage: PAYMENT_MESSAGES.noBundle })),
    bundleId: Type.Optional(Type.String({ pattern: ID_PATTERN, errorMessage: PAYMENT_MESSAGES.noBundle })),
    paymentCode: Type.String({ maxLength: 64, errorMessage: PAYMENT_MESSAGES.badCode }),
  },
  { errorMessage: { required: { paymentCode: PAYMENT_MESSAGES.badCode } } },
);
export type CodeBody = Static<typeof codeSchema>;

const bundleCoursesMessages = {
  type: PAYMENT_MESSAGES.bundleCourses,
  minItems: PAYMENT_MESSAGES.bundleCourses,
  maxItems: PAYMENT_MESSAGES.bundleCourses,
  uniqueItems: PAYMENT_MESSAGES.bundleCourses,
};

export const bundleSchema = Type.Object(
  {
    title: Type.String({ titleText: true, minLength: 1, maxLength: 200, pattern: '\\S', errorMessage: PAYMENT_MESSAGES.bundleTitle }),
    /** Cents. */
    amount: Type.Integer({ minimum: 0, maximum: 100_000_000, errorMessage: PAYMENT_MESSAGES.bundleAmount }),
    courses: Type.Array(Type.String({ pattern: ID_PATTERN, errorMessage: PAYMENT_MESSAGES.badCourse }), {
      minItems: 1,
      maxItems: 100,
      uniqueItems: true,
      errorMessage: bundleCoursesMessages,
    }),
    display_all: Type.Optional(Type.Boolean()),
  },
  { errorMessage: { required: { title: PAYMENT_MESSAGES.bundleTitle, amount: PAYMENT_MESSAGES.bundleAmount, courses: PAYMENT_MESSAGES.bundleCourses } } },
);
export type BundleBody = Static<typeof bundleSchema>;

/** Part 3 §7 `POST generate` (codes): what they pay for, and how many (part 3 §5: 1 to 10,000). */
export const generateSchema = Type.Object(
  {
    target: Type.String({ pattern: ID_PATTERN, errorMessage: PAYMENT_MESSAGES.noBundle }),
    count: Type.Integer({ minimum: 1, maximum: MAX_CODES_PER_REQUEST, errorMessage: PAYMENT_MESSAGES.codeCount }),
  },
  { errorMessage: { required: { target: PAYMENT_MESSAGES.noBundle, count: PAYMENT_MESSAGES.codeCount } } },
);
