import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { COLUMN_LABEL_CHARS, truncateLabel } from './axisLabels.ts';
import type { CategoryPlot } from './categoryData.ts';
import { legendText } from './legendText.tsx';
import { CHART_AXIS_TEXT_COLOR, CHART_GRID_COLOR, TOOLTIP_ITEM_STYLE } from './chartColors.ts';

export interface LineChartPlotProps extends CategoryPlot {
  valueMax: number | undefined;
  formatValue: (value: number) => string;
}

const axisTick = { fill: CHART_AXIS_TEXT_COLOR, fontSize: 12 };
/** Each further series also gets its own dash, so lines differ by more than colour. */
const DASHES = [undefined, '6 3', '2 3', '8 3 2 3'];

/** The Recharts drawing of a LineChart, loaded on first use (see LineChart.tsx). */
export default function LineChartPlot({ points, series, valueMax, formatValue }: LineChartPlotProps) {
  return (
    <LineChart data={points} responsive style={{ width: '100%', height: '100%' }} accessibilityLayer={false} margin={{ top: 16, right: 16, bottom: 0, left: 0 }}>
      <CartesianGrid stroke={CHART_GRID_COLOR} vertical={false} />
      <XAxis type="category" dataKey="category" padding={{ left: 24, right: 24 }} tick={axisTick} stroke={CHART_GRID_COLOR} tickFormatter={(label: string) => truncateLabel(label, COLUMN_LABEL_CHARS)} />
      <YAxis type="number" domain={[0, valueMax ?? 'auto']} allowDecimals={false} tickFormatter={formatValue} tick={axisTick} stroke={CHART_GRID_COLOR} width="auto" />
      <Tooltip itemStyle={TOOLTIP_ITEM_STYLE} formatter={(value) => formatValue(Number(value))} />
      {series.length > 1 && <Legend itemSorter={null} formatter={legendText} />}
      {series.map(({ dataKey, label, color }, index) => (
        <Line key={dataKey} type="monotone" dataKey={dataKey} name={label} stroke={color} strokeWidth={2} strokeDasharray={DASHES[index % DASHES.length]} dot={{ r: 3, fill: color }} isAnimationActive="auto" />
      ))}
    </LineChart>
  );
}
