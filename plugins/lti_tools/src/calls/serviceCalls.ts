import { defineCall, NoAnswer, StreamAnswer, Type } from '@lms/sdk/calls';

/** Our LTI Advantage services for tools (issue 22 item 5): the token endpoint, AGS scores, NRPS memberships. */

export const issueToken = defineCall({
  method: 'POST',
  path: 'lti_tools/token',
  summary: 'OAuth 2 client credentials for tools: a form-encoded request with the tool’s signed client assertion; answers a bearer token for the granted AGS and NRPS scopes.',
  answer: Type.Object({ access_token: Type.String(), token_type: Type.Literal('Bearer'), expires_in: Type.Integer(), scope: Type.String() }),
});

export const postScore = defineCall({
  method: 'POST',
  path: 'lti_tools/ags/:courseId/:componentId/lineitems/:lineItemId/scores',
  summary: 'AGS 2.0 score publish: a tool’s score of a student on a graded tool component, into the gradebook (bearer token with the score scope).',
  answer: NoAnswer,
});

export const getMemberships = defineCall({
  method: 'GET',
  path: 'lti_tools/nrps/:courseId/memberships',
  summary: 'NRPS 2.0 context membership: the course’s members and their LTI roles (bearer token with the contextmembership scope).',
  answer: Type.Object({
    id: Type.String(),
    context: Type.Object({ id: Type.String(), title: Type.String() }),
    members: Type.Array(
      Type.Object({
        status: Type.String(),
        user_id: Type.String(),
        name: Type.String(),
        given_name: Type.String(),
        family_name: Type.String(),
        email: Type.String(),
        roles: Type.Array(Type.String()),
      }),
    ),
  }),
});

export const deepLinkReturn = defineCall({
  method: 'POST',
  path: 'lti_tools/deeplink_return',
  summary: 'Deep Linking 2.0 return: the tool form-posts its signed LtiDeepLinkingResponse (field JWT); answers a page that hands the picked resource to the component editor.',
  answer: StreamAnswer,
});

/** AGS 2.0 §3.2 line item (application/vnd.ims.lis.v2.lineitem+json). */
const LineItemSchema = Type.Object({
  id: Type.String(),
  scoreMaximum: Type.Number(),
  label: Type.String(),
  resourceLinkId: Type.String(),
  resourceId: Type.Optional(Type.String()),
  tag: Type.Optional(Type.String()),
  endDateTime: Type.Optional(Type.String({ format: 'date-time' })),
});

export const getLineItems = defineCall({
  method: 'GET',
  path: 'lti_tools/ags/:courseId/:componentId/lineitems',
  summary: 'AGS 2.0 line item container (application/vnd.ims.lis.v2.lineitemcontainer+json): the graded tool component’s own line item (none when it takes no grades), then those the tool made on it (bearer token with the lineitem or lineitem.readonly scope).',
  answer: Type.Array(LineItemSchema),
});

export const getLineItem = defineCall({
  method: 'GET',
  path: 'lti_tools/ags/:courseId/:componentId/lineitems/:lineItemId',
  summary: 'AGS 2.0 line item (application/vnd.ims.lis.v2.lineitem+json) of a graded tool component (bearer token with the lineitem or lineitem.readonly scope).',
  answer: LineItemSchema,
});

export const getLineItemResults = defineCall({
  method: 'GET',
  path: 'lti_tools/ags/:courseId/:componentId/lineitems/:lineItemId/results',
  summary: 'AGS 2.0 result container (application/vnd.ims.lis.v2.resultcontainer+json): each student’s grade in the line item’s gradebook column, one user’s with user_id, at most limit (bearer token with the result.readonly scope).',
  query: Type.Object({ user_id: Type.Optional(Type.String({ minLength: 1 })), limit: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false }),
  answer: Type.Array(
    Type.Object({
      id: Type.String(),
      scoreOf: Type.String(),
      userId: Type.String(),
      resultScore: Type.Union([Type.Number(), Type.Null()]),
      resultMaximum: Type.Number(),
    }),
  ),
});

export const createLineItem = defineCall({
  method: 'POST',
  path: 'lti_tools/ags/:courseId/:componentId/lineitems',
  summary: 'AGS 2.0 line item creation (application/vnd.ims.lis.v2.lineitem+json body: label, scoreMaximum, optional resourceId, tag, endDateTime): a new gradebook column on the tool component’s course; answers the line item, 201 (bearer token with the lineitem scope).',
  answer: LineItemSchema,
});

export const updateLineItem = defineCall({
  method: 'PUT',
  path: 'lti_tools/ags/:courseId/:componentId/lineitems/:lineItemId',
  summary: 'AGS 2.0 line item update of a line item the tool made (its column’s title, maximum and due date follow); the component’s own line item is its author’s, 403 (bearer token with the lineitem scope).',
  answer: LineItemSchema,
});

export const deleteLineItem = defineCall({
  method: 'DELETE',
  path: 'lti_tools/ags/:courseId/:componentId/lineitems/:lineItemId',
  summary: 'AGS 2.0 line item deletion of a line item the tool made, with its gradebook column and grades; the component’s own, 403 (bearer token with the lineitem scope).',
  answer: NoAnswer,
});
