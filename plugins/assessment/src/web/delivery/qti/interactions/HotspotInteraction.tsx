import { groupName, InteractionPrompt, useResponse, type InteractionProps } from '../qtiContent.tsx';
import { intAttribute } from '../qtiLabels.ts';
import { graphicImage, hotspotBoxes } from './graphicImage.ts';
import { boxStyle, GraphicStage } from './GraphicStage.tsx';
import { NoImage } from './NoImage.tsx';

/**
 * Hotspot: each hotspot a toggle button over the image, named by its label
 * (hotspot-label, else its number), reached with Tab and chosen with Enter
 * or Space.
 */
export function HotspotInteraction({ element }: InteractionProps) {
  const { values, set, readOnly, ids, declaration } = useResponse(element);
  const image = graphicImage(element);
  if (!image) return <NoImage />;
  const boxes = hotspotBoxes(element, image, ['qti-hotspot-choice']);
  const maxChoices = intAttribute(element, 'max-choices', 1);
  const single = declaration ? declaration.cardinality === 'single' : maxChoices === 1;
  const full = !single && maxChoices > 0 && values.length >= maxChoices;
  const toggle = (identifier: string) => {
    const pressed = values.includes(identifier);
    if (single) return set(pressed ? null : identifier);
    set(pressed ? values.filter((value) => value !== identifier) : [...values, identifier]);
  };
  return (
    <div className="lms-qti-interaction" role="group" {...groupName(element, `${ids}-prompt`, 'Choose on the image')}>
      <InteractionPrompt element={element} id={`${ids}-prompt`} />
      <GraphicStage image={image}>
        {boxes.map((box) => {
          const pressed = values.includes(box.identifier);
          return (
            <button
              key={box.identifier}
              type="button"
              className="lms-qti-hotspot"
              style={boxStyle(box)}
              aria-label={box.label}
              aria-pressed={pressed}
              disabled={readOnly || (full && !pressed)}
              onClick={() => toggle(box.identifier)}
            />
          );
        })}
      </GraphicStage>
    </div>
  );
}
