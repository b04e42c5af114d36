import type { ReactNode } from 'react';
import type { GraphicImage, HotspotBox } from './graphicImage.ts';

/** The image at its size (shrunk to fit a narrow screen) with what lies over it, placed in percent. */
export function GraphicStage({ image, children }: { image: GraphicImage; children?: ReactNode }) {
  return (
    <div className="lms-qti-stage" style={{ maxWidth: image.width, aspectRatio: `${image.width} / ${image.height}` }}>
      <img src={image.src} alt={image.alt} className="lms-qti-stage__image" />
      {children}
    </div>
  );
}

/** Where a hotspot lies on the stage. */
export const boxStyle = (box: HotspotBox) => ({ left: `${box.left}%`, top: `${box.top}%`, width: `${box.width}%`, height: `${box.height}%` });

/** A hotspot's mark (its number or what was placed in it), shown over the image, not focusable. */
export function HotspotMark({ box, children }: { box: HotspotBox; children?: ReactNode }) {
  return (
    <span className="lms-qti-hotspot lms-qti-hotspot--mark" style={boxStyle(box)} aria-hidden="true">
      {children}
    </span>
  );
}
