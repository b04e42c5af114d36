import { groupName, InteractionPrompt, useResponse, type InteractionProps } from '../qtiContent.tsx';
import { intAttribute } from '../qtiLabels.ts';
import { graphicImage, hotspotBoxes } from './graphicImage.ts';
import { GraphicStage, HotspotMark } from './GraphicStage.tsx';
import { NoImage } from './NoImage.tsx';
import { PairPicker } from './PairPicker.tsx';

/** Graphic associate: the hotspots labelled on the image; pairs of them chosen with two selects per pair. */
export function GraphicAssociateInteraction({ element }: InteractionProps) {
  const { values, set, readOnly, ids, declaration } = useResponse(element);
  const image = graphicImage(element);
  if (!image) return <NoImage />;
  const boxes = hotspotBoxes(element, image, ['qti-associable-hotspot']);
  const single = declaration?.cardinality === 'single';
  const max = intAttribute(element, 'max-associations', 1);
  return (
    <div className="lms-qti-interaction" role="group" {...groupName(element, `${ids}-prompt`, 'Join areas of the image')}>
      <InteractionPrompt element={element} id={`${ids}-prompt`} />
      <GraphicStage image={image}>
        {boxes.map((box) => (
          <HotspotMark key={box.identifier} box={box}>
            {box.label}
          </HotspotMark>
        ))}
      </GraphicStage>
      <PairPicker
        options={boxes.map((box) => ({ identifier: box.identifier, label: box.label }))}
        pairs={values}
        rows={single ? 1 : max > 0 ? max : Math.max(1, Math.floor(boxes.length / 2))}
        onPairs={(pairs) => set(single ? (pairs[0] ?? null) : pairs)}
        readOnly={readOnly}
        ids={ids}
      />
    </div>
  );
}
