// The kernel's own calls (core's routes), as the server binds them and the web calls them.
// Each feature's calls live in one file here; plugins declare theirs in their own `src/calls/`.
export * from './rosterCalls.ts';
export * from './authCalls.ts';
export * from './registrationCalls.ts';
export * from './passwordCalls.ts';
export * from './profileCalls.ts';
export * from './accountCalls.ts';
export * from './ssoCalls.ts';
export * from './systemCalls.ts';
export * from './mailboxCalls.ts';
export * from './contentCalls.ts';
export * from './dashboardCalls.ts';
export * from './authoringCalls.ts';
export * from './learnerCalls.ts';
export * from './mediaCalls.ts';
export * from './messageCalls.ts';
export * from './announcementCalls.ts';
export * from './searchCalls.ts';
export * from './courseCreationCalls.ts';
export * from './coursePermissionCalls.ts';
export * from './siteFileCalls.ts';
export * from './sitePluginCalls.ts';
