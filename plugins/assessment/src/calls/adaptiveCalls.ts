import { defineCall, ID_PATTERN, Type, type Static } from '@lms/sdk/calls';
import { ADAPTIVE_MESSAGES } from '../schemas/adaptiveMessages.ts';

/**
 * A page's adaptive item list (issue 18 item 8; part 3 §7 `PUT
 * assessment/page_adaptive_items/{courseId}/{pageId}`, payload `data`): the
 * Questions of the page's assessments that a course with adaptive_enabled
 * adapts the page over. The GET is ours: the editor's dialog reads it.
 */

export const MAX_ADAPTIVE_ITEMS = 1000;

/** A Question the list may hold: one of an assessment's on the page. */
const AdaptiveChoiceSchema = Type.Object({ id: Type.String(), reference: Type.String(), title: Type.String() });

/** An assessment of the page with its Questions, in its order. */
const PageAssessmentSchema = Type.Object({ id: Type.String(), title: Type.String(), items: Type.Array(AdaptiveChoiceSchema) });
export type PageAssessment = Static<typeof PageAssessmentSchema>;

export const getPageAdaptiveItems = defineCall({
  method: 'GET',
  path: 'assessment/page_adaptive_items/:courseId/:pageId',
  summary: "The page's adaptive item list (data: Question ids in order), the assessments of the page with their Questions to choose from, and whether the course has adaptive learning on.",
  answer: Type.Object({
    adaptive_enabled: Type.Boolean(),
    /** The list: Question ids, each one of `assessments`' (a Question since taken off them is left out). */
    data: Type.Array(Type.String()),
    assessments: Type.Array(PageAssessmentSchema),
  }),
});
export type PageAdaptiveItems = Static<(typeof getPageAdaptiveItems)['answer']>;

export const savePageAdaptiveItems = defineCall({
  method: 'PUT',
  path: 'assessment/page_adaptive_items/:courseId/:pageId',
  summary: "Replaces the page's adaptive item list with data (Question ids of the page's assessments, in order); refused while the course has adaptive learning off.",
  body: Type.Object(
    {
      data: Type.Array(Type.String({ pattern: ID_PATTERN, errorMessage: ADAPTIVE_MESSAGES.itemId }), {
        maxItems: MAX_ADAPTIVE_ITEMS,
        errorMessage: { type: ADAPTIVE_MESSAGES.itemId, maxItems: ADAPTIVE_MESSAGES.tooMany },
      }),
    },
    { additionalProperties: false, errorMessage: { required: { data: ADAPTIVE_MESSAGES.itemId } } },
  ),
  answer: Type.Object({ data: Type.Array(Type.String()) }),
});
