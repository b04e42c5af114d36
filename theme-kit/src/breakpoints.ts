/** Part 1 §9 breakpoints, in px. Below NARROW the header's overflow goes into the "more" menu. */
export const BREAKPOINTS = { narrow: 768, mobile: 767, small: 520, medium: 992, large: 1200, wide: 1440 } as const;
