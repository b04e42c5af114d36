import type { SummaryTile } from '../../calls/tileCalls.ts';
import { minutesText, trendWords } from './tileWords.ts';

const TREND_CLASS = { '+': 'up', '-': 'down', '=': 'same' } as const;

/** One summary tile (part 3 §3: count, prior, trend, percent, mins, priormins) as a button that opens its modal. */
export function SummaryTileButton({ title, tile, unit, extra, onOpen }: { title: string; tile: SummaryTile; unit: string; extra?: string; onOpen(): void }) {
  return (
    <li className="insights-tile">
      <button type="button" className="insights-tile__button" onClick={onOpen} aria-haspopup="dialog">
        <span className="insights-tile__title">{title}</span>
        <span className="insights-tile__count">
          {tile.count} <span className="insights-tile__unit">{unit}</span>
        </span>
        <span className={`insights-tile__trend insights-tile__trend--${TREND_CLASS[tile.trend]}`}>
          <span aria-hidden="true">{tile.trend} </span>
          {trendWords(tile)}
        </span>
        <span className="insights-tile__detail">{tile.percent}% of students</span>
        <span className="insights-tile__detail">
          {minutesText(tile.mins)} on task this week ({minutesText(tile.priormins)} the week before)
        </span>
        {extra && <span className="insights-tile__detail">{extra}</span>}
      </button>
    </li>
  );
}
