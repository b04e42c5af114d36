import { defineRoute, LmsError } from '@lms/sdk';
import { createInstructorBundle, getRoutingState, listTaughtCourses, saveRoutingState } from '../calls/routingCalls.ts';
import { isRoutingElement, ROUTING_MESSAGES, type RoutingElement } from '../schemas/routingSchemas.ts';
import { instructorBundlesRef, routingStatesRef } from './services.ts';

function knownElement(name: string): RoutingElement {
  if (!isRoutingElement(name)) throw new LmsError('not-found', ROUTING_MESSAGES.unknownElement);
  return name;
}

// `user` is the signed-in caller: the 'user' and 'author' permissions answer visitors not-logged.
export const getRoutingStateRoute = defineRoute(getRoutingState, {
  permission: 'user',
  deps: { states: routingStatesRef },
  handler: ({ params, user, deps }) => deps.states.find(user!.id, knownElement(params.name)),
});

export const saveRoutingStateRoute = defineRoute(saveRoutingState, {
  permission: 'user',
  deps: { states: routingStatesRef },
  async handler({ params, user, body, deps }) {
    await deps.states.save(user!.id, knownElement(params.name), body);
    return body;
  },
});

export const listTaughtCoursesRoute = defineRoute(listTaughtCourses, {
  permission: 'author',
  deps: { bundles: instructorBundlesRef },
  handler: async ({ user, deps }) => ({ courses: await deps.bundles.taughtCourses(user!) }),
});

export const createInstructorBundleRoute = defineRoute(createInstructorBundle, {
  permission: 'author',
  deps: { bundles: instructorBundlesRef },
  async handler({ user, body, deps, reply }) {
    const bundle = await deps.bundles.create(user!, body);
    reply.status(201);
    return { bundle };
  },
});
