import { defineRoute } from '@lms/sdk';
import { getPageAdaptiveItems, savePageAdaptiveItems } from '../../calls/adaptiveCalls.ts';
import { pageAdaptiveItemsRef } from './pageAdaptiveItemsRef.ts';

const deps = { adaptive: pageAdaptiveItemsRef };

/**
 * Part 3 §7 `PUT assessment/page_adaptive_items/{courseId}/{pageId}` and our GET.
 * course:edit: the list is page authoring, which Author Mode gives instructors
 * and site administrators (never assistants).
 */
export const adaptiveRoutes = [
  defineRoute(getPageAdaptiveItems, {
    permission: 'course:edit',
    deps,
    handler: ({ params, access, deps }) => deps.adaptive.read(params.courseId, params.pageId, access!),
  }),
  defineRoute(savePageAdaptiveItems, {
    permission: 'course:edit',
    deps,
    handler: ({ params, body, user, access, deps }) => deps.adaptive.save(params.courseId, params.pageId, body.data, user!.id, access!),
  }),
];
