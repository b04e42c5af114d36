import { defineErrnos } from '@lms/sdk';

/** The site-plugins area's errnos (declared in its manifest). */
export const SITE_PLUGIN_ERRNOS = defineErrnos({
  // A package that cannot be installed: the message says why (not a plugin, wrong manifest, kernel range, failed migration...).
  'invalid-plugin': { status: 422, message: 'This package cannot be installed.' },
});
