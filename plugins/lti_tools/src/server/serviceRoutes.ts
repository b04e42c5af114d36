import { defineRoute } from '@lms/sdk';
import { Readable } from 'node:stream';
import { createLineItem, deepLinkReturn, deleteLineItem, getLineItem, getLineItemResults, getLineItems, getMemberships, issueToken, postScore, updateLineItem } from '../calls/serviceCalls.ts';
import { pickedResourcePage } from './deeplink/pickedResourcePage.ts';
import { AGS_SCOPES, NRPS_SCOPE } from './launch/ltiClaims.ts';
import { platformEndpoints } from './launch/platformEndpoints.ts';
import { deepLinksRef, lineItemsRef, membershipsRef, scoresRef, tokensRef } from './services.ts';
import { bearerToken, jsonObject, readRawText } from './services/rawBody.ts';
import { lineItemWrite } from './services/lineItemWrite.ts';

/** Either line item scope reads line items (AGS 2.0 §3.1: lineitem includes reading). */
const LINE_ITEM_READ = [AGS_SCOPES.lineItemReadOnly, AGS_SCOPES.lineItem];

/**
 * Called by tools, server to server: no session and no CSRF token; each
 * request proves itself (a signed client assertion, then a bearer token).
 */
export const serviceRoutes = [
  defineRoute(issueToken, {
    permission: 'public',
    crossSite: true,
    streamBody: true,
    rateLimit: { bucket: 'lti-tools-token', key: 'address', points: 60, durationSeconds: 60 },
    deps: { tokens: tokensRef },
    handler: async ({ rawBody, origin, deps }) => deps.tokens.grant(new URLSearchParams(await readRawText(rawBody)), origin),
  }),
  defineRoute(postScore, {
    permission: 'public',
    crossSite: true,
    streamBody: true,
    deps: { tokens: tokensRef, scores: scoresRef },
    handler: async ({ params, rawBody, header, deps }) => {
      const holder = await deps.tokens.holder(bearerToken(header('authorization')), AGS_SCOPES.score);
      await deps.scores.record(holder, params.courseId, params.componentId, params.lineItemId, jsonObject(await readRawText(rawBody)));
    },
  }),
  // The tool's page form-posts it from the author's browser (a cross-site POST): the signed JWT is the proof.
  defineRoute(deepLinkReturn, {
    permission: 'public',
    crossSite: true,
    streamBody: true,
    deps: { deepLinks: deepLinksRef },
    handler: async ({ rawBody, origin, reply, deps }) => {
      const picked = await deps.deepLinks.receive(new URLSearchParams(await readRawText(rawBody)), origin);
      const page = pickedResourcePage(picked, origin);
      reply.header('Content-Security-Policy', page.csp);
      reply.stream(Readable.from([Buffer.from(page.html)]), { contentType: 'text/html; charset=utf-8' });
    },
  }),
  defineRoute(getLineItems, {
    permission: 'public',
    deps: { tokens: tokensRef, lineItems: lineItemsRef },
    handler: async ({ params, header, origin, reply, deps }) => {
      const holder = await deps.tokens.holder(bearerToken(header('authorization')), LINE_ITEM_READ);
      const items = await deps.lineItems.list(holder, params.courseId, params.componentId, origin);
      reply.header('Content-Type', 'application/vnd.ims.lis.v2.lineitemcontainer+json');
      return items;
    },
  }),
  defineRoute(getLineItem, {
    permission: 'public',
    deps: { tokens: tokensRef, lineItems: lineItemsRef },
    handler: async ({ params, header, origin, reply, deps }) => {
      const holder = await deps.tokens.holder(bearerToken(header('authorization')), LINE_ITEM_READ);
      const item = await deps.lineItems.one(holder, params.courseId, params.componentId, params.lineItemId, origin);
      reply.header('Content-Type', 'application/vnd.ims.lis.v2.lineitem+json');
      return item;
    },
  }),
  defineRoute(createLineItem, {
    permission: 'public',
    crossSite: true,
    streamBody: true,
    deps: { tokens: tokensRef, lineItems: lineItemsRef },
    handler: async ({ params, rawBody, header, origin, reply, deps }) => {
      const { holder, fields } = await lineItemWrite(deps.tokens, header('authorization'), rawBody, params.componentId);
      const item = await deps.lineItems.create(holder, params.courseId, params.componentId, fields, origin);
      reply.status(201);
      reply.header('Content-Type', 'application/vnd.ims.lis.v2.lineitem+json');
      return item;
    },
  }),
  defineRoute(updateLineItem, {
    permission: 'public',
    crossSite: true,
    streamBody: true,
    deps: { tokens: tokensRef, lineItems: lineItemsRef },
    handler: async ({ params, rawBody, header, origin, reply, deps }) => {
      const { holder, fields } = await lineItemWrite(deps.tokens, header('authorization'), rawBody, params.componentId);
      const item = await deps.lineItems.update(holder, params.courseId, params.componentId, params.lineItemId, fields, origin);
      reply.header('Content-Type', 'application/vnd.ims.lis.v2.lineitem+json');
      return item;
    },
  }),
  defineRoute(deleteLineItem, {
    permission: 'public',
    crossSite: true,
    deps: { tokens: tokensRef, lineItems: lineItemsRef },
    handler: async ({ params, header, origin, deps }) => {
      const holder = await deps.tokens.holder(bearerToken(header('authorization')), AGS_SCOPES.lineItem);
      await deps.lineItems.remove(holder, params.courseId, params.componentId, params.lineItemId, origin);
    },
  }),
  defineRoute(getLineItemResults, {
    permission: 'public',
    deps: { tokens: tokensRef, lineItems: lineItemsRef },
    handler: async ({ params, query, header, origin, reply, deps }) => {
      const holder = await deps.tokens.holder(bearerToken(header('authorization')), AGS_SCOPES.resultReadOnly);
      const results = await deps.lineItems.results(holder, params.courseId, params.componentId, params.lineItemId, origin, { userId: query.user_id, limit: query.limit });
      reply.header('Content-Type', 'application/vnd.ims.lis.v2.resultcontainer+json');
      return results;
    },
  }),
  defineRoute(getMemberships, {
    permission: 'public',
    deps: { tokens: tokensRef, memberships: membershipsRef },
    handler: async ({ params, header, origin, deps }) => {
      const holder = await deps.tokens.holder(bearerToken(header('authorization')), NRPS_SCOPE);
      return deps.memberships.memberships(holder, params.courseId, platformEndpoints(origin).memberships(params.courseId));
    },
  }),
];
