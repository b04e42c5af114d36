import { useRef } from 'react';
import { InteractionPrompt, useResponse, type InteractionProps } from '../qtiContent.tsx';
import { intAttribute } from '../qtiLabels.ts';
import { safeUrl } from '../qtiSafeMarkup.ts';

/**
 * Media: the sound or video with the browser's own (keyboard-usable)
 * controls; the response counts the times it was played to the end, and
 * max-plays stops it from being played again.
 */
export function MediaInteraction({ element }: InteractionProps) {
  const { value, set, readOnly, ids } = useResponse(element);
  const played = Number(typeof value === 'string' ? value : 0) || 0;
  const maxPlays = intAttribute(element, 'max-plays', 0);
  const started = useRef(false);
  const object = Array.from(element.getElementsByTagNameNS('*', '*')).find((child) => ['object', 'audio', 'video'].includes(child.localName));
  const source = object?.getAttribute('data') ?? object?.getAttribute('src') ?? object?.querySelector('source')?.getAttribute('src') ?? '';
  const kind = object?.localName === 'audio' || (object?.getAttribute('type') ?? '').startsWith('audio/') ? 'audio' : 'video';
  const used = maxPlays > 0 && played >= maxPlays;
  const label = (object?.textContent ?? '').trim() || (kind === 'audio' ? 'Sound' : 'Video');
  const props = {
    src: safeUrl(source) ? source : undefined,
    controls: !readOnly && !used,
    'aria-label': label,
    'aria-describedby': `${ids}-plays`,
    onPlay: () => {
      started.current = true;
    },
    onEnded: () => {
      if (started.current) set(String(played + 1));
      started.current = false;
    },
  };
  return (
    <div className="lms-qti-interaction lms-qti-media">
      <InteractionPrompt element={element} id={`${ids}-prompt`} />
      {kind === 'audio' ? <audio {...props} /> : <video {...props} width={object?.getAttribute('width') ?? undefined} />}
      <p id={`${ids}-plays`} className="lms-item__note">
        {maxPlays > 0 ? `Played ${played} of ${maxPlays} times.` : `Played ${played} times.`}
      </p>
    </div>
  );
}
