import { MAX_TEMPLATE_LENGTH } from '../../schemas/itemContentSchemas.ts';
import type { ItemDraft } from '../../schemas/itemTypes.ts';
import { LMS_CLASS } from '../export/itemToQti.ts';
import { contentHtml, contentText } from '../qtiContent.ts';
import { childNamed, descendants, type QtiElement } from '../qtiTree.ts';

const classes = (element: QtiElement) => (element.attributes.class ?? '').split(/\s+/).filter((name) => name !== '');
const valueAfter = (names: string[], prefix: string) => names.find((name) => name.startsWith(prefix))?.slice(prefix.length);
const positive = (text: string | undefined) => (text !== undefined && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : undefined);

/** The tolerance of a numeric item's rule: `equal` with tolerance-mode absolute or relative (the first of its two bounds). */
function tolerances(item: QtiElement): { tolerance: number; tolerance_percent: number } {
  const processing = childNamed(item, 'responseProcessing');
  const equals = processing ? descendants(processing, (element) => element.name === 'equal') : [];
  const of = (mode: string) => Number((equals.find((equal) => equal.attributes.toleranceMode === mode)?.attributes.tolerance ?? '0').split(/\s+/)[0]) || 0;
  return { tolerance: of('absolute'), tolerance_percent: of('relative') };
}

/**
 * What the item reader leaves out of an item we exported (itemToQti.ts) and
 * the standard also says: the native type the interaction's class names
 * (plain text or V2 long text, a recording, true or false), the limits in its
 * class, a numeric item's tolerance from its `equal` rule, and a fill in the
 * blanks' question text apart from its template. A draft of any other item
 * is answered as it is.
 */
export function withNativeHints(draft: ItemDraft, item: QtiElement): ItemDraft {
  const body = childNamed(item, 'itemBody');
  if (!body) return draft;
  const answer = descendants(body, (element) => classes(element).includes(LMS_CLASS.answer))[0];
  const prompt = answer ? { prompt: contentHtml(body.children, (element) => (element === answer ? '' : undefined)).trim() } : {};
  if (draft.type === 'short_text') return { ...draft, ...prompt };
  if (draft.type === 'numeric') return { ...draft, ...prompt, content: { ...draft.content, ...tolerances(item) } };
  if (draft.type === 'fill_blanks') {
    const template = descendants(body, (element) => classes(element).includes(LMS_CLASS.template))[0];
    if (!template) return draft;
    const text = contentText(template.children, (element) => (element.name === 'textEntryInteraction' ? `{{${element.attributes.responseIdentifier ?? ''}}}` : undefined));
    if (text.length > MAX_TEMPLATE_LENGTH) return draft;
    return { ...draft, prompt: contentHtml(body.children, (element) => (element === template ? '' : undefined)).trim(), content: { ...draft.content, template: text } };
  }
  const interaction = descendants(body, (element) => element.name.endsWith('Interaction'))[0];
  if (!interaction) return draft;
  const names = classes(interaction);
  const type = valueAfter(names, LMS_CLASS.type);
  if (draft.type === 'single_choice' && type === 'true_false' && ['true', 'false'].includes(draft.content.correct)) {
    const { choices: _choices, ...rest } = draft.content;
    return { ...draft, type: 'true_false', content: { correct: rest.correct === 'true' } } as ItemDraft;
  }
  if (draft.type === 'longtext' && (type === 'longtext' || type === 'longtextV2' || type === 'plaintext')) {
    const max = positive(valueAfter(names, LMS_CLASS.maxLength));
    return { ...draft, type, content: max ? { max_length: max } : {} };
  }
  if (draft.type === 'fileupload' && (type === 'audio' || type === 'video')) {
    const max = positive(valueAfter(names, LMS_CLASS.maxSeconds));
    return { ...draft, type, content: max ? { max_seconds: max } : {} };
  }
  if (draft.type === 'fileupload') {
    const extensions = valueAfter(names, LMS_CLASS.extensions)?.split('-').filter((extension) => extension !== '');
    return extensions?.length ? { ...draft, content: { extensions } } : draft;
  }
  return draft;
}
