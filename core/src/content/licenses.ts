import type { Licence } from '@lms/contract/calls/learnerCalls.ts';

/** GET licenses/: the Creative Commons licences an author may give a component or lesson (part 2 §3 license fields). */
const cc = (code: string, name: string): Licence => ({
  license_type: `CC ${code.toUpperCase()} 4.0`,
  license_name: `Creative Commons ${name} 4.0 International`,
  license_compact_url: `https://licensebuttons.net/l/${code}/4.0/80x15.png`,
  license_deed_url: `https://creativecommons.org/licenses/${code}/4.0/`,
});

export const LICENSES: readonly Licence[] = Object.freeze([
  cc('by', 'Attribution'),
  cc('by-sa', 'Attribution-ShareAlike'),
  cc('by-nd', 'Attribution-NoDerivatives'),
  cc('by-nc', 'Attribution-NonCommercial'),
  cc('by-nc-sa', 'Attribution-NonCommercial-ShareAlike'),
  cc('by-nc-nd', 'Attribution-NonCommercial-NoDerivatives'),
  {
    license_type: 'CC0 1.0',
    license_name: 'Creative Commons CC0 1.0 Universal (Public Domain Dedication)',
    license_compact_url: 'https://licensebuttons.net/p/zero/1.0/80x15.png',
    license_deed_url: 'https://creativecommons.org/publicdomain/zero/1.0/',
  },
]);
