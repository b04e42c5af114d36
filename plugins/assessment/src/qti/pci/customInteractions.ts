import { isPackageFileUrl } from '../package/packageLinks.ts';
import type { Describe } from '../qtiNames.ts';
import { QtiImportError } from '../QtiImportError.ts';
import { childNamed, childrenNamed, descendants, type QtiElement } from '../qtiTree.ts';

const isPortable = (element: QtiElement) => element.name === 'portableCustomInteraction';
const isCustom = (element: QtiElement) => element.name === 'customInteraction' || isPortable(element);

/**
 * The refusal of a custom interaction this platform cannot run, naming its kind and what identifies its
 * code: a PCI's type identifier (QTI 3.0 and 2.2 on the element, TAO's 2.1 on a PCI inside a
 * customInteraction), else a vendor customInteraction's class.
 */
function refusal(custom: QtiElement, describe: Describe): string {
  const portable = isPortable(custom) ? custom : descendants(custom, isPortable)[0];
  const type = portable?.attributes.customInteractionTypeIdentifier ?? portable?.attributes.typeIdentifier;
  const kind = portable ? 'a portable custom interaction' : 'a custom interaction';
  const named = type ? ` of type "${type}"` : custom.attributes.class ? ` of class "${custom.attributes.class}"` : ' with no type identifier';
  return `The ${describe(custom)} is ${kind}${named}, which this platform does not run; the item cannot be imported.`;
}

/**
 * A PCI this platform runs (QTI 3.0's contract, also 2.2's portableCustomInteraction with interaction
 * modules): a type identifier, a `module` its interaction modules name (or only one module), and every module's primary or
 * fallback path a file its package brought (the package import pointed it here). Nothing is fetched
 * from elsewhere when it runs, so a module that is not here refuses the item, named.
 */
function checkPortable(pci: QtiElement, describe: Describe): void {
  const type = pci.attributes.customInteractionTypeIdentifier;
  const listed = childNamed(pci, 'interactionModules');
  // The draft PCI 1.0 (a `hook` script and shared libraries) has another contract: refused as before.
  if (!type || !listed) throw new QtiImportError(refusal(pci, describe));
  const modules = childrenNamed(listed, 'interactionModule');
  for (const module of modules) {
    const paths = [module.attributes.primaryPath, module.attributes.fallbackPath].filter((path): path is string => path !== undefined);
    if (paths.some(isPackageFileUrl)) continue;
    const where = paths.length ? ` (${paths.join(', ')})` : '';
    throw new QtiImportError(
      `The ${describe(pci)} needs the module "${module.attributes.id ?? ''}"${where}, which its package does not carry; a PCI runs only from its package's own files, so the item cannot be imported.`,
    );
  }
  // Without a module attribute, the one module listed is the one to run (the standard's own examples do this).
  const main = pci.attributes.module ?? (modules.length === 1 ? modules[0]!.attributes.id : undefined);
  if (main === undefined) throw new QtiImportError(`The ${describe(pci)} names no module to run (its module attribute) among its ${modules.length} modules; the item cannot be imported.`);
  if (!modules.some((module) => module.attributes.id === main)) {
    throw new QtiImportError(`The ${describe(pci)} runs the module "${main}", which its ${describe(listed)} do not name; the item cannot be imported.`);
  }
}

/** Refuses the item's custom interactions this platform does not run (see checkPortable for those it runs). */
export function checkCustomInteractions(body: QtiElement, describe: Describe): void {
  for (const custom of descendants(body, isCustom)) {
    if (isPortable(custom)) checkPortable(custom, describe);
    else throw new QtiImportError(refusal(custom, describe));
  }
}
