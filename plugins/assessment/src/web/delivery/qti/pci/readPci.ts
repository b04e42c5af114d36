/** A portable custom interaction as the delivered XML describes it: what its frame is sent. */
export interface PciSetup {
  typeIdentifier: string;
  /** The module that registers the type. */
  module: string;
  /** Every interaction module: its id and where the package import put its file (primary first). */
  modules: { id: string; paths: string[] }[];
  /** The data- attributes, named as the HTML dataset names them (data-max-value is maxValue). */
  properties: Record<string, string>;
  /** The interaction's markup (qti-interaction-markup's content, sanitised at import), as HTML. */
  markup: string;
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Only files a package brought are run: this site's package file addresses, nothing from elsewhere. */
export const isModulePath = (path: string) => /^\/server\/assessment\/packages\/files\/[0-9a-f]{24}$/.test(path);

export function readPci(element: Element): PciSetup {
  const child = (name: string) => Array.from(element.children).find((candidate) => candidate.localName === name);
  const modules = Array.from(child('qti-interaction-modules')?.children ?? [])
    .filter((module) => module.localName === 'qti-interaction-module')
    .map((module) => ({
      id: module.getAttribute('id') ?? '',
      paths: [module.getAttribute('primary-path'), module.getAttribute('fallback-path')].filter((path): path is string => path !== null && isModulePath(path)),
    }));
  const properties = Object.fromEntries(
    Array.from(element.attributes)
      .filter((attribute) => attribute.name.startsWith('data-'))
      .map((attribute) => [camel(attribute.name.slice(5)), attribute.value]),
  );
  const serializer = new XMLSerializer();
  const markup = Array.from(child('qti-interaction-markup')?.childNodes ?? [])
    .map((node) => serializer.serializeToString(node))
    .join('');
  return {
    typeIdentifier: element.getAttribute('custom-interaction-type-identifier') ?? '',
    module: element.getAttribute('module') ?? (modules.length === 1 ? modules[0]!.id : ''),
    modules,
    properties,
    markup,
  };
}

/** A module's text: its primary file, else its fallback; throws naming the module when neither can be read. */
export async function readModule(module: PciSetup['modules'][number], signal: AbortSignal): Promise<{ id: string; source: string }> {
  for (const path of module.paths) {
    const answer = await fetch(path, { signal, credentials: 'same-origin' }).catch(() => null);
    if (answer?.ok) return { id: module.id, source: await answer.text() };
  }
  throw new Error(`The module "${module.id}" of this interaction cannot be read.`);
}
