import { defineRoute } from '@lms/sdk';
import { getProvider, saveProvider } from '../../calls/providerCalls.ts';
import { providerRef } from '../services.ts';

/** The installation's AI provider: administrators; the key is never answered nor logged (the access log writes no bodies). */
export const providerRoutes = [
  defineRoute(getProvider, { permission: 'administrator', deps: { provider: providerRef }, handler: ({ deps }) => deps.provider.settings() }),
  defineRoute(saveProvider, { permission: 'administrator', deps: { provider: providerRef }, handler: ({ body, deps }) => deps.provider.save(body) }),
];
