/** Whether a point lies in one of QTI's shapes (coords as the HTML area element writes them). */
export function insideShape(shape: string, coords: readonly number[], [x, y]: [number, number]): boolean {
  switch (shape) {
    case 'rect': {
      const [left = 0, top = 0, right = 0, bottom = 0] = coords;
      return x >= Math.min(left, right) && x <= Math.max(left, right) && y >= Math.min(top, bottom) && y <= Math.max(top, bottom);
    }
    case 'circle': {
      const [cx = 0, cy = 0, r = 0] = coords;
      return (x - cx) ** 2 + (y - cy) ** 2 <= r ** 2;
    }
    case 'ellipse': {
      const [cx = 0, cy = 0, rx = 0, ry = 0] = coords;
      return rx > 0 && ry > 0 && ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
    }
    case 'poly':
      return insidePolygon(coords, x, y);
    case 'default':
      return true;
    default:
      return false;
  }
}

/** Ray casting; the polygon's points as x1,y1,x2,y2,... (a closing repeat of the first point is harmless). */
function insidePolygon(coords: readonly number[], x: number, y: number): boolean {
  const points: [number, number][] = [];
  for (let i = 0; i + 1 < coords.length; i += 2) points.push([coords[i]!, coords[i + 1]!]);
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
