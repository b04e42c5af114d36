import { groupName, InteractionPrompt, useResponse, type InteractionProps } from '../qtiContent.tsx';
import { graphicImage, hotspotBoxes } from './graphicImage.ts';
import { GraphicStage, HotspotMark } from './GraphicStage.tsx';
import { NoImage } from './NoImage.tsx';
import { OrderList } from './OrderInteraction.tsx';

/** Graphic order: the hotspots numbered on the image, ordered in a list with move buttons beside it. */
export function GraphicOrderInteraction({ element }: InteractionProps) {
  const { value, set, readOnly, ids } = useResponse(element);
  const image = graphicImage(element);
  if (!image) return <NoImage />;
  const boxes = hotspotBoxes(element, image, ['qti-hotspot-choice']);
  const order = Array.isArray(value) ? value : null;
  const entries = boxes.map((box) => ({ identifier: box.identifier, content: box.label, label: box.label }));
  return (
    <div className="lms-qti-interaction">
      <InteractionPrompt element={element} id={`${ids}-prompt`} />
      <GraphicStage image={image}>
        {boxes.map((box) => (
          <HotspotMark key={box.identifier} box={box}>
            {order ? order.indexOf(box.identifier) + 1 || '' : ''}
          </HotspotMark>
        ))}
      </GraphicStage>
      <OrderList entries={entries} order={order} onOrder={set} readOnly={readOnly} ids={ids} name={groupName(element, `${ids}-prompt`, 'Put the areas in order')} />
    </div>
  );
}
