/**
 * Which share links a presentation can show, and the address that embeds each
 * (part 1 §5 Video link recognition: Slideshare, Google drive/docs/slides, pdf,
 * Office documents). Every form is a regular expression, so the config schema
 * refuses exactly what `recognisePresentation` cannot embed: its pattern is the
 * union of these same expressions.
 */

export type PresentationShape = 'slides' | 'document';

export interface PresentationEmbed {
  /** What the link was recognised as, e.g. "Google Slides presentation". */
  label: string;
  /** The address to put in the frame. */
  embedUrl: string;
  /** The address for "Open in a new tab": the full-page version of what the frame shows. */
  openUrl: string;
  /** Slides keep a 16:9 box; documents get a tall frame. */
  shape: PresentationShape;
  /** A PDF is shown by the browser's own viewer (which refuses to run sandboxed). */
  pdf: boolean;
}

/** `docs.google.com` -> a pattern matching it in any letter case (host names and extensions are case-insensitive). */
function anyCase(literal: string): string {
  return [...literal].map((c) => (/[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c === '.' ? '\\.' : c)).join('');
}

const SCHEME = `${anyCase('http')}[sS]?://`;
/** Whatever query and fragment follow the part that matters. */
const TAIL = '(?:[?#]\\S*)?';
const GOOGLE_ID = '[A-Za-z0-9_-]{10,}';
/** Google inserts the signed-in account (/u/1/) into links its users copy, after the host or after the kind of file. */
const GOOGLE_ACCOUNT = '(?:/u/\\d+)?';
/** /edit, /view, /pub, /present...: any one action, or none. */
const GOOGLE_ACTION = '(?:/[A-Za-z]+)?/?';
const SLIDESHARE = `${SCHEME}(?:[A-Za-z]{1,3}\\.)?${anyCase('slideshare.net')}`;
const OFFICE_EXTENSIONS = ['pptx', 'ppt', 'docx', 'doc', 'xlsx', 'xls'];
const OFFICE_VIEWER = 'https://view.officeapps.live.com/op';

interface Recogniser {
  pattern: string;
  embed(match: RegExpExecArray, url: string): PresentationEmbed;
}

function googleDocsEmbed(kind: string, published: boolean, id: string, url: string): PresentationEmbed {
  const base = `https://docs.google.com/${kind}/d/${published ? 'e/' : ''}${id}`;
  if (kind === 'presentation') return { label: 'Google Slides presentation', embedUrl: `${base}/embed`, openUrl: url, shape: 'slides', pdf: false };
  if (kind === 'document') {
    return { label: 'Google Docs document', embedUrl: published ? `${base}/pub?embedded=true` : `${base}/preview`, openUrl: url, shape: 'document', pdf: false };
  }
  return {
    label: 'Google Sheets spreadsheet',
    embedUrl: published ? `${base}/pubhtml?widget=true&headers=false` : `${base}/preview`,
    openUrl: url,
    shape: 'document',
    pdf: false,
  };
}

function driveEmbed(id: string, url: string): PresentationEmbed {
  return { label: 'Google Drive file', embedUrl: `https://drive.google.com/file/d/${id}/preview`, openUrl: url, shape: 'document', pdf: false };
}

function slideshareEmbed(slideshow: string, url: string): PresentationEmbed {
  return { label: 'Slideshare presentation', embedUrl: `https://www.slideshare.net/slideshow/embed_code/${slideshow}`, openUrl: url, shape: 'slides', pdf: false };
}

/** What an Office file is, from its address (the extension of its path). */
function officeKind(fileUrl: string): Pick<PresentationEmbed, 'label' | 'shape'> {
  const extension = /\.([a-z]+)$/i.exec(fileUrl.split(/[?#]/, 1)[0] ?? '')?.[1]?.toLowerCase();
  if (extension === 'ppt' || extension === 'pptx') return { label: 'PowerPoint presentation', shape: 'slides' };
  if (extension === 'doc' || extension === 'docx') return { label: 'Word document', shape: 'document' };
  if (extension === 'xls' || extension === 'xlsx') return { label: 'Excel workbook', shape: 'document' };
  return { label: 'Office document', shape: 'document' };
}

function officeEmbed(encodedFileUrl: string): PresentationEmbed {
  let fileUrl = encodedFileUrl;
  try {
    fileUrl = decodeURIComponent(encodedFileUrl);
  } catch {
    // A malformed escape: the address is still what the viewer gets; only its kind is read from it.
  }
  return {
    ...officeKind(fileUrl),
    embedUrl: `${OFFICE_VIEWER}/embed.aspx?src=${encodedFileUrl}`,
    openUrl: `${OFFICE_VIEWER}/view.aspx?src=${encodedFileUrl}`,
    pdf: false,
  };
}

const RECOGNISERS: Recogniser[] = [
  {
    // docs.google.com/presentation/d/ID/edit, /document/d/ID/..., /spreadsheets/d/ID/..., and their published /d/e/ID/pub forms.
    pattern: `${SCHEME}${anyCase('docs.google.com')}${GOOGLE_ACCOUNT}/(presentation|document|spreadsheets)${GOOGLE_ACCOUNT}/d/(e/)?(${GOOGLE_ID})${GOOGLE_ACTION}${TAIL}`,
    embed: (m, url) => googleDocsEmbed(m[1]!, m[2] !== undefined, m[3]!, url),
  },
  {
    // drive.google.com/file/d/ID/view
    pattern: `${SCHEME}${anyCase('drive.google.com')}${GOOGLE_ACCOUNT}/file${GOOGLE_ACCOUNT}/d/(${GOOGLE_ID})${GOOGLE_ACTION}${TAIL}`,
    embed: (m, url) => driveEmbed(m[1]!, url),
  },
  {
    // drive.google.com/open?id=ID and drive.google.com/uc?id=ID&export=download
    pattern: `${SCHEME}${anyCase('drive.google.com')}${GOOGLE_ACCOUNT}/(?:open|uc)\\?(?:[^\\s#]*&)?id=(${GOOGLE_ID})(?:[&#]\\S*)?`,
    embed: (m, url) => driveEmbed(m[1]!, url),
  },
  {
    // The embed link Slideshare's Share > Embed gives: /slideshow/embed_code/key/KEY (or an older /embed_code/NUMBER).
    pattern: `${SLIDESHARE}/slideshow/embed_code/(key/[A-Za-z0-9]+|\\d+)/?${TAIL}`,
    embed: (m, url) => slideshareEmbed(m[1]!, url),
  },
  {
    // A presentation's page: /slideshow/TITLE/NUMBER.
    pattern: `${SLIDESHARE}/slideshow/[^\\s/?#]+/(\\d+)/?${TAIL}`,
    embed: (m, url) => slideshareEmbed(m[1]!, url),
  },
  {
    // Already an Office viewer link: view.officeapps.live.com/op/view.aspx?src=... (or embed.aspx).
    pattern: `${SCHEME}${anyCase('view.officeapps.live.com')}/op/(?:embed|view)\\.aspx\\?(?:[^\\s#]*&)?src=([^\\s&#]+)\\S*`,
    embed: (m) => officeEmbed(m[1]!),
  },
  {
    // An Office file on the web, shown by Microsoft's viewer (which fetches it, so it must be public).
    pattern: `(${SCHEME}[^\\s/?#]+/[^\\s?#]*\\.(?:${OFFICE_EXTENSIONS.map(anyCase).join('|')})(?:\\?[^\\s#]*)?)(?:#\\S*)?`,
    embed: (m) => officeEmbed(encodeURIComponent(m[1]!)),
  },
  {
    pattern: `${SCHEME}[^\\s/?#]+/[^\\s?#]*\\.${anyCase('pdf')}${TAIL}`,
    embed: (_m, url) => ({ label: 'PDF document', embedUrl: url, openUrl: url, shape: 'document', pdf: true }),
  },
];

const COMPILED = RECOGNISERS.map((recogniser) => ({ ...recogniser, regex: new RegExp(`^(?:${recogniser.pattern})$`, 'u') }));

/** The config schema's pattern: a recognised link (surrounding spaces allowed, as prepare trims them), or blank. */
export const PRESENTATION_LINK_PATTERN = `^\\s*$|^\\s*(?:${RECOGNISERS.map((r) => r.pattern).join('|')})\\s*$`;

/** How to embed a share link, or null when it is none this component can show. Pure. */
export function recognisePresentation(url: string): PresentationEmbed | null {
  const link = url.trim();
  for (const { regex, embed } of COMPILED) {
    const match = regex.exec(link);
    if (match) return embed(match, link);
  }
  return null;
}
