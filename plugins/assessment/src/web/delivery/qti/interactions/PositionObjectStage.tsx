import { renderNode, useQti, type InteractionProps } from '../qtiContent.tsx';
import { intAttribute } from '../qtiLabels.ts';
import { graphicImage } from './graphicImage.ts';
import { NoImage } from './NoImage.tsx';
import { PointPicker } from './PointPicker.tsx';

/** One object to position on the stage: its picture marks where it was put; the response is its point(s). */
function PositionedObject({ stage, element }: { stage: Element; element: Element }) {
  const context = useQti();
  const identifier = element.getAttribute('response-identifier') ?? '';
  const ids = `${context.ids}-${identifier.replace(/[^\w-]/g, '_')}`;
  const image = graphicImage(stage);
  const object = graphicImage(element);
  if (!image || !object) return <NoImage />;
  const value = context.response[identifier];
  const points = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  const single = context.declarations.get(identifier)?.cardinality === 'single';
  return (
    <PointPicker
      image={image}
      marker={object}
      points={points}
      max={single ? 1 : intAttribute(element, 'max-choices', 1)}
      onPoints={(next) => context.setResponse(identifier, single ? (next[0] ?? null) : next)}
      readOnly={context.readOnly}
      ids={ids}
      name={{ 'aria-label': `Place ${object.alt || 'the object'} on ${image.alt || 'the image'}` }}
    />
  );
}

/** Position object stage: for each object to position, the stage's image to place it on (pointer or keyboard). */
export function PositionObjectStage({ element }: InteractionProps) {
  const context = useQti();
  const interactions = Array.from(element.children).filter((child) => child.localName === 'qti-position-object-interaction');
  const kept = (node: ChildNode) => !(node.nodeType === Node.ELEMENT_NODE && ['object', 'img', 'qti-position-object-interaction'].includes((node as Element).localName));
  const rest = Array.from(element.childNodes).filter(kept);
  return (
    <div className="lms-qti-interaction lms-qti-position">
      {rest.map((node, index) => renderNode(node, context, index))}
      {interactions.map((interaction, index) => (
        <PositionedObject key={index} stage={element} element={interaction} />
      ))}
    </div>
  );
}
