import { groupName, InteractionPrompt, useResponse, type InteractionProps } from '../qtiContent.tsx';
import { choicesOf, identifierOf, intAttribute, plainLabel } from '../qtiLabels.ts';
import { graphicImage, hotspotBoxes } from './graphicImage.ts';
import { ChoicesToPlace } from './ChoicesToPlace.tsx';
import { GraphicStage, HotspotMark } from './GraphicStage.tsx';
import { NoImage } from './NoImage.tsx';

/**
 * Graphic gap match: the pictures or texts to place listed, the image with
 * its hotspots labelled, and a select per hotspot saying what goes there;
 * the response pairs "choice hotspot".
 */
export function GraphicGapMatchInteraction({ element }: InteractionProps) {
  const { values, set, readOnly, ids } = useResponse(element);
  const image = graphicImage(element);
  if (!image) return <NoImage />;
  const boxes = hotspotBoxes(element, image, ['qti-associable-hotspot']);
  const choices = choicesOf(element, 'qti-gap-img', 'qti-gap-text');
  const labels = new Map(choices.map((choice) => [identifierOf(choice), plainLabel(choice)]));
  const placed = new Map(values.map((pair) => pair.split(' ')).map(([choice, hotspot]) => [hotspot, choice] as [string, string]));
  const used = (choice: string) => Array.from(placed.values()).filter((value) => value === choice).length;
  const place = (hotspot: string, choice: string) => {
    const next = new Map(placed);
    if (choice === '') next.delete(hotspot);
    else next.set(hotspot, choice);
    set(Array.from(next, ([where, what]) => `${what} ${where}`));
  };
  return (
    <div className="lms-qti-interaction" role="group" {...groupName(element, `${ids}-prompt`, 'Place on the image')}>
      <InteractionPrompt element={element} id={`${ids}-prompt`} />
      <ChoicesToPlace choices={choices} />
      <GraphicStage image={image}>
        {boxes.map((box) => (
          <HotspotMark key={box.identifier} box={box}>
            {placed.has(box.identifier) ? labels.get(placed.get(box.identifier)!) : box.label}
          </HotspotMark>
        ))}
      </GraphicStage>
      <ul className="lms-qti-places">
        {boxes.map((box) => {
          const current = placed.get(box.identifier) ?? '';
          return (
            <li key={box.identifier}>
              <label>
                {box.label}{' '}
                <select value={current} disabled={readOnly} onChange={(event) => place(box.identifier, event.target.value)}>
                  <option value="">—</option>
                  {choices.map((choice) => {
                    const identifier = identifierOf(choice);
                    const max = intAttribute(choice, 'match-max', 1);
                    return (
                      <option key={identifier} value={identifier} disabled={max > 0 && used(identifier) >= max && current !== identifier}>
                        {labels.get(identifier)}
                      </option>
                    );
                  })}
                </select>
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
