import { coreServices, createServiceRef, defineService } from '@lms/sdk';
import { ToolProviderService } from './ToolProviderService.ts';
import { ToolProviderStore } from './ToolProviderStore.ts';
import { LaunchService } from './launch/LaunchService.ts';
import { LaunchStore } from './launch/LaunchStore.ts';
import { ToolTokenVerifier } from './keys/ToolTokenVerifier.ts';
import { DeepLinkReturn } from './deeplink/DeepLinkReturn.ts';
import { LineItemService } from './services/LineItemService.ts';
import { MembershipService } from './services/MembershipService.ts';
import { ScoreService } from './services/ScoreService.ts';
import { TokenService } from './services/TokenService.ts';

export const toolProvidersRef = createServiceRef<ToolProviderService>('lti-tools.providers');

const toolProviders = defineService({
  ref: toolProvidersRef,
  deps: { db: coreServices.database, courses: coreServices.courses, clock: coreServices.clock, ids: coreServices.ids },
  factory: ({ db, courses, clock, ids }) => new ToolProviderService(db, new ToolProviderStore(db), courses, clock, ids),
});

export const launchesRef = createServiceRef<LaunchService>('lti-tools.launches');

const launches = defineService({
  ref: launchesRef,
  deps: { db: coreServices.database, components: coreServices.components, courses: coreServices.courses, people: coreServices.people, clock: coreServices.clock },
  factory: ({ db, components, courses, people, clock }) => new LaunchService(new LaunchStore(db), new ToolProviderStore(db), components, courses, people, clock),
});

export const toolTokensRef = createServiceRef<ToolTokenVerifier>('lti-tools.tool-tokens');
export const tokensRef = createServiceRef<TokenService>('lti-tools.tokens');
export const scoresRef = createServiceRef<ScoreService>('lti-tools.scores');
export const lineItemsRef = createServiceRef<LineItemService>('lti-tools.line-items');
export const membershipsRef = createServiceRef<MembershipService>('lti-tools.memberships');

// One verifier per node: its JWKS cache is shared by every request (a cache only; any node can rebuild it).
const toolTokens = defineService({ ref: toolTokensRef, deps: {}, factory: () => new ToolTokenVerifier() });

const tokens = defineService({
  ref: tokensRef,
  deps: { db: coreServices.database, verifier: toolTokensRef, clock: coreServices.clock },
  factory: ({ db, verifier, clock }) => new TokenService(db, new ToolProviderStore(db), verifier, clock),
});

const scores = defineService({
  ref: scoresRef,
  deps: { db: coreServices.database, components: coreServices.components, people: coreServices.people, ledger: coreServices.grading },
  factory: ({ db, components, people, ledger }) => new ScoreService(db, new ToolProviderStore(db), components, people, ledger),
});

const lineItems = defineService({
  ref: lineItemsRef,
  deps: { db: coreServices.database, components: coreServices.components, records: coreServices.gradebookRecords, ledger: coreServices.grading, ids: coreServices.ids, clock: coreServices.clock },
  factory: ({ db, components, records, ledger, ids, clock }) => new LineItemService(db, new ToolProviderStore(db), components, records, ledger, ids, clock),
});

const memberships = defineService({
  ref: membershipsRef,
  deps: { db: coreServices.database, courses: coreServices.courses, people: coreServices.people },
  factory: ({ db, courses, people }) => new MembershipService(db, new ToolProviderStore(db), courses, people),
});

export const deepLinksRef = createServiceRef<DeepLinkReturn>('lti-tools.deep-links');

const deepLinks = defineService({
  ref: deepLinksRef,
  deps: { db: coreServices.database, verifier: toolTokensRef, clock: coreServices.clock },
  factory: ({ db, verifier, clock }) => new DeepLinkReturn(new LaunchStore(db), new ToolProviderStore(db), verifier, clock),
});

export const LTI_TOOLS_SERVICES = [toolProviders, launches, toolTokens, tokens, scores, lineItems, memberships, deepLinks];
