import type { Page } from '@playwright/test';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wheel scrolling across both axes: down, right, then diagonally back, one notch about every frame. */
export async function scrollBothAxes(page: Page, scrollSelector: string, notches: number): Promise<void> {
  await page.locator(scrollSelector).hover();
  const third = Math.floor(notches / 3);
  const moves: [number, number][] = [
    ...Array.from({ length: third }, (): [number, number] => [0, 240]),
    ...Array.from({ length: third }, (): [number, number] => [240, 0]),
    ...Array.from({ length: third }, (): [number, number] => [-240, -240]),
  ];
  for (const [deltaX, deltaY] of moves) {
    await page.mouse.wheel(deltaX, deltaY);
    await pause(16);
  }
}

/** An arrow key held down: keydowns at the usual auto-repeat rate (30 a second), down then right. */
export async function holdArrows(page: Page, repeats: number): Promise<void> {
  for (const key of ['ArrowDown', 'ArrowRight'] as const) {
    for (let count = 0; count < repeats; count += 1) {
      await page.keyboard.down(key);
      await pause(33);
    }
    await page.keyboard.up(key);
  }
}
