import { groupName, InteractionPrompt, useResponse, type InteractionProps } from '../qtiContent.tsx';
import { intAttribute } from '../qtiLabels.ts';
import { graphicImage } from './graphicImage.ts';
import { NoImage } from './NoImage.tsx';
import { PointPicker } from './PointPicker.tsx';

/** Select point: points placed on the image by pointer or keyboard; the response is "x y" (or a list of them). */
export function SelectPointInteraction({ element }: InteractionProps) {
  const { values, set, readOnly, ids, declaration } = useResponse(element);
  const image = graphicImage(element);
  if (!image) return <NoImage />;
  const single = declaration ? declaration.cardinality === 'single' : intAttribute(element, 'max-choices', 1) === 1;
  return (
    <div className="lms-qti-interaction">
      <InteractionPrompt element={element} id={`${ids}-prompt`} />
      <PointPicker
        image={image}
        points={values}
        max={single ? 1 : intAttribute(element, 'max-choices', 0)}
        onPoints={(points) => set(single ? (points[0] ?? null) : points)}
        readOnly={readOnly}
        ids={ids}
        name={groupName(element, `${ids}-prompt`, 'Place a point on the image')}
      />
    </div>
  );
}
