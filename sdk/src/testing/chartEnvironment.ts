import { vi } from 'vitest';

/**
 * For a jsdom test that looks into a chart's SVG (the data table needs none of this).
 * jsdom lays nothing out and runs no animation frames, so Recharts would
 * measure 0 x 0 and leave its bars mid-animation. Give every element a
 * 390 x 280 box (the narrow phone width), a ResizeObserver that reports it
 * once, and a reader who prefers reduced motion (the charts then skip animation).
 */
export function prepareChartEnvironment(width = 390, height = 280): void {
  // Recharts reads window.matchMedia, which jsdom lacks; stubGlobal would set it on globalThis only.
  window.matchMedia = (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
  // The legend is one line: were it as tall as the chart, it would leave the bars no room.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return DOMRect.fromRect({ width, height: this.classList.contains('recharts-legend-wrapper') ? 20 : height });
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(height);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: ResizeObserverCallback) {}
      observe(target: Element) {
        const entry = { target, contentRect: DOMRect.fromRect({ width, height }), borderBoxSize: [{ inlineSize: width, blockSize: height }], contentBoxSize: [{ inlineSize: width, blockSize: height }] };
        this.report([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

/** Undoes prepareChartEnvironment. */
export function resetChartEnvironment(): void {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'matchMedia');
}
