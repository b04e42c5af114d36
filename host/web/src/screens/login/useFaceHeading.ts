import { useEffect, useRef } from 'react';

/** After the card flips, the new face's heading takes the focus so keyboard and screen-reader users land on it. */
export function useFaceHeading(focusOnShow: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return heading;
}
