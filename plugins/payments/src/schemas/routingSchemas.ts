import { ID_PATTERN, Type, type Static } from '@lms/sdk/calls';
import { PAYMENT_MESSAGES } from './paymentMessages.ts';
import { bundleSchema } from './paymentSchemas.ts';

/** Part 1 §2: the elements /routing/{route} mounts. Only group_set_up is mapped (to the auto-bundler). */
export const ROUTING_ELEMENTS = ['group_set_up'] as const;
export type RoutingElement = (typeof ROUTING_ELEMENTS)[number];

export function isRoutingElement(name: string): name is RoutingElement {
  return (ROUTING_ELEMENTS as readonly string[]).includes(name);
}

export const ROUTING_MESSAGES = {
  unknownElement: 'There is no such routing element.',
  state: 'The saved progress is not valid.',
  params: 'The routing params are short texts by name.',
  message: 'The routing message is at most 500 characters.',
  instructorsOnly: 'Only instructors can group their courses into a bundle.',
  notYourCourse: 'You can only bundle courses you teach.',
  severalCourses: 'Pick at least two of your courses.',
} as const;

/** The auto-bundler's progress (group_set_up): what was typed and picked so far, each optional. */
export const GroupSetUpStateSchema = Type.Object(
  {
    title: Type.Optional(Type.String({ maxLength: 200 })),
    /** The price as typed, in dollars (a text: it may be half-typed). */
    price: Type.Optional(Type.String({ maxLength: 20 })),
    courses: Type.Optional(Type.Array(Type.String({ pattern: ID_PATTERN }), { maxItems: 100, uniqueItems: true })),
  },
  { additionalProperties: false, errorMessage: ROUTING_MESSAGES.state },
);
export type GroupSetUpState = Static<typeof GroupSetUpStateSchema>;

/** `POST routing/{name}` payload (part 2 §7: {state, params, message}). */
export const routingStateSchema = Type.Object({
  state: GroupSetUpStateSchema,
  params: Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 500 }), { maxProperties: 20, errorMessage: ROUTING_MESSAGES.params }),
  message: Type.String({ maxLength: 500, errorMessage: ROUTING_MESSAGES.message }),
}, { errorMessage: { required: { state: ROUTING_MESSAGES.state, params: ROUTING_MESSAGES.params, message: ROUTING_MESSAGES.message } } });
export type RoutingState = Static<typeof routingStateSchema>;

export const EMPTY_ROUTING_STATE: RoutingState = { state: {}, params: {}, message: '' };

/** `POST payments/instructor_bundles/`: the admin bundle's fields (no display_all), of at least two courses. */
export const instructorBundleSchema = Type.Object(
  {
    title: bundleSchema.properties.title,
    amount: bundleSchema.properties.amount,
    courses: Type.Array(Type.String({ pattern: ID_PATTERN, errorMessage: ROUTING_MESSAGES.notYourCourse }), {
      minItems: 2,
      maxItems: 100,
      uniqueItems: true,
      errorMessage: ROUTING_MESSAGES.severalCourses,
    }),
  },
  { errorMessage: { required: { title: PAYMENT_MESSAGES.bundleTitle, amount: PAYMENT_MESSAGES.bundleAmount, courses: ROUTING_MESSAGES.severalCourses } } },
);
export type InstructorBundleBody = Static<typeof instructorBundleSchema>;

export const TaughtCourseSchema = Type.Object({ _id: Type.String(), title: Type.String() });
