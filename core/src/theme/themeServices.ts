import { coreServices } from '@lms/contract/services.ts';
import { createServiceRef, defineService } from '@lms/contract/serviceRef.ts';
import type { LabelBundleReader, LabelBundleWriter } from '@lms/contract/services.ts';
import { ssoRefs } from '../sso/ssoServices.ts';
import { LabelBundleService } from './LabelBundleService.ts';

export const themeRefs = {
  labelBundles: createServiceRef<LabelBundleService>('core.label-bundles'),
} as const;

export const themeServices = [
  defineService({
    ref: themeRefs.labelBundles,
    deps: { db: coreServices.database, ssoProviders: ssoRefs.ssoProviders },
    factory: ({ db, ssoProviders }) => new LabelBundleService(db, ssoProviders),
  }),
  // Plugins read a host's bundle only, never its SSO settings.
  defineService({
    ref: coreServices.labelBundle,
    deps: { bundles: themeRefs.labelBundles },
    factory: ({ bundles }): LabelBundleReader => ({
      forHost: async (host) => (await bundles.forHost(host)).bundle as unknown as Record<string, unknown>,
    }),
  }),
  // The theme editor (plugins/themes) reads and replaces a host's row whole.
  defineService({
    ref: coreServices.labelBundleWriter,
    deps: { bundles: themeRefs.labelBundles },
    factory: ({ bundles }): LabelBundleWriter => ({
      read: async (host) => {
        const { bundle, theme } = await bundles.forHost(host);
        const { sso: _derived, ...stored } = bundle;
        return { bundle: stored as unknown as Record<string, unknown>, theme: theme as unknown as Record<string, unknown> };
      },
      save: (host, bundle, theme, trx) => bundles.save(host, bundle, theme, trx),
    }),
  }),
];
