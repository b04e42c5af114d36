import { timeLeftText } from './reportFormat.ts';
import { useSecondTick } from './useSecondTick.ts';

interface TimeLeftProps {
  deadline: string;
  /** The server's clock minus the browser's: the server decides when time is up. */
  serverOffsetMs: number;
}

/** A running attempt's countdown to its server deadline. */
export function TimeLeft({ deadline, serverOffsetMs }: TimeLeftProps) {
  const now = useSecondTick() + serverOffsetMs;
  return <span>{timeLeftText(Date.parse(deadline) - now)}</span>;
}
