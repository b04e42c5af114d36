import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import type { QtiResponse, QtiResponseValue } from '../../../schemas/qtiItem.ts';
import type { ResponseDeclaration } from './qtiDocument.ts';
import { DROPPED_ELEMENTS, HTML_ELEMENTS, MATHML_NAMESPACE, safeProps, safeUrl, SVG_NAMESPACE } from './qtiSafeMarkup.ts';

const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'col', 'wbr', 'source', 'track']);

/** What an interaction gets: its element, and the item's responses through the context. */
export interface InteractionProps {
  element: Element;
}

/** The item being shown: responses, where they go, ids, and the interactions by element name. */
export interface QtiContextValue {
  declarations: Map<string, ResponseDeclaration>;
  response: QtiResponse;
  setResponse(identifier: string, value: QtiResponseValue): void;
  /** Several values at once (a PCI's response and its state). */
  setResponses(values: QtiResponse): void;
  readOnly: boolean;
  /**
   * Feedback elements show only from the review XML, where the server kept
   * those the outcomes show; the stored XML (grading, authoring) holds every one.
   */
  showFeedback?: boolean;
  /** Unique in the page: every id the item makes starts with it. */
  ids: string;
  courseId?: string;
  interactions: Record<string, ComponentType<InteractionProps>>;
}

export const QtiContext = createContext<QtiContextValue | null>(null);

export function useQti(): QtiContextValue {
  const context = useContext(QtiContext);
  if (!context) throw new Error('A QTI interaction is shown outside a QTI item.');
  return context;
}

/** The response of one interaction, and its setter. */
export function useResponse(element: Element) {
  const context = useQti();
  const identifier = element.getAttribute('response-identifier') ?? '';
  const value = context.response[identifier] ?? null;
  return {
    identifier,
    declaration: context.declarations.get(identifier),
    value,
    values: Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [],
    set: (next: QtiResponseValue) => context.setResponse(identifier, next),
    readOnly: context.readOnly,
    /** Ids for this interaction's parts. */
    ids: `${context.ids}-${identifier.replace(/[^\w-]/g, '_')}`,
  };
}

/** A feedback element's wrapper: labelled so a screen reader says what it is. */
function feedback(element: Element, children: ReactNode[], key: number | string) {
  const inline = element.localName === 'qti-feedback-inline';
  const title = element.getAttribute('title');
  return createElement(
    inline ? 'span' : 'div',
    { key, className: `lms-qti-feedback lms-qti-feedback--${inline ? 'inline' : element.localName === 'qti-modal-feedback' ? 'modal' : 'block'}`, role: inline ? undefined : 'note', 'aria-label': title ?? 'Feedback' },
    children,
  );
}

/** An `object` of QTI content: an image, a sound or a video, as the browser shows it. */
function objectElement(element: Element, key: number | string): ReactNode {
  const data = element.getAttribute('data') ?? '';
  const type = element.getAttribute('type') ?? '';
  const text = element.textContent?.trim() ?? '';
  if (!safeUrl(data)) return text;
  const size = { width: element.getAttribute('width') ?? undefined, height: element.getAttribute('height') ?? undefined };
  if (type.startsWith('audio/')) return <audio key={key} src={data} controls aria-label={text || 'Sound'} />;
  if (type.startsWith('video/')) return <video key={key} src={data} controls aria-label={text || 'Video'} {...size} />;
  return <img key={key} src={data} alt={text} {...size} />;
}

/** The children of an element as React nodes. */
export function renderChildren(element: Element, context: QtiContextValue): ReactNode[] {
  return Array.from(element.childNodes).map((node, index) => renderNode(node, context, index));
}

/** One node of QTI content as React: QTI's own elements by meaning, HTML, MathML and SVG kept (allowed parts only). */
export function renderNode(node: Node, context: QtiContextValue, key: number | string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE || node.nodeType === Node.CDATA_SECTION_NODE) return node.nodeValue;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const name = element.localName;
  if (DROPPED_ELEMENTS.has(name.toLowerCase())) return null;
  const interaction = context.interactions[name];
  if (interaction) return createElement(interaction, { key, element });
  if (element.namespaceURI === MATHML_NAMESPACE || element.namespaceURI === SVG_NAMESPACE || name === 'math' || name === 'svg') {
    return createElement(name, { key, ...safeProps(element, context.ids, true) }, ...renderChildren(element, context));
  }
  switch (name) {
    case 'qti-rubric-block':
      // Only what the candidate is meant to see (the server leaves out the rest too).
      return (element.getAttribute('view') ?? '').split(/\s+/).includes('candidate') ? (
        <div key={key} className="lms-qti-rubric" role="note" aria-label="Instructions">
          {renderChildren(element, context)}
        </div>
      ) : null;
    case 'qti-feedback-block':
    case 'qti-feedback-inline':
    case 'qti-modal-feedback':
      return context.showFeedback ? feedback(element, renderChildren(element, context), key) : null;
    case 'qti-prompt':
      return (
        <div key={key} className="lms-qti-prompt">
          {renderChildren(element, context)}
        </div>
      );
    case 'qti-printed-variable':
    case 'qti-stylesheet':
      return null;
    case 'object':
      return objectElement(element, key);
  }
  if (HTML_ELEMENTS.has(name)) {
    const props = { key, ...safeProps(element, context.ids, false) };
    return VOID_ELEMENTS.has(name) ? createElement(name, props) : createElement(name, props, ...renderChildren(element, context));
  }
  // Any other element (QTI's structure, or what is not allowed) keeps its content only.
  return createElement('span', { key, className: name.startsWith('qti-') ? name : undefined }, ...renderChildren(element, context));
}

/** The prompt of an interaction, rendered with an id to name its group; null without one. */
export function InteractionPrompt({ element, id }: { element: Element; id: string }) {
  const context = useQti();
  const prompt = Array.from(element.children).find((child) => child.localName === 'qti-prompt');
  if (!prompt) return null;
  return (
    <div id={id} className="lms-qti-prompt">
      {renderChildren(prompt, context)}
    </div>
  );
}

/** The rendered content of a choice (text, images, MathML) inside an interaction. */
export function ChoiceContent({ element }: { element: Element }) {
  const context = useQti();
  return <>{renderChildren(element, context)}</>;
}

/** How an interaction's group is named: by its prompt when it has one, else by what it asks. */
export function groupName(element: Element, promptId: string, fallback: string): Record<string, string> {
  return Array.from(element.children).some((child) => child.localName === 'qti-prompt') ? { 'aria-labelledby': promptId } : { 'aria-label': fallback };
}

const Nothing = () => null;

/** The item's context with some elements rendered by an interaction's own parts (gaps, hottexts), and its prompt left to it. */
export function withParts(context: QtiContextValue, parts: Record<string, ComponentType<InteractionProps>>): QtiContextValue {
  return { ...context, interactions: { ...context.interactions, 'qti-prompt': Nothing, ...parts } };
}
