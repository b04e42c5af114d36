/** A rollup group's colour as a small swatch beside its title (the title says the group; the colour only repeats it). */
export function RollupColour({ color }: { color: string }) {
  return <span className="lms-gradebook-swatch" aria-hidden="true" style={{ backgroundColor: color }} />;
}
