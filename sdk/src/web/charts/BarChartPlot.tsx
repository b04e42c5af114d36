import { Bar, BarChart, CartesianGrid, LabelList, Legend, Rectangle, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';
import { BAR_LABEL_CHARS, BAR_LABEL_WIDTH, COLUMN_LABEL_CHARS, truncateLabel } from './axisLabels.ts';
import type { CategoryPlot, PlotPoint } from './categoryData.ts';
import { legendText } from './legendText.tsx';
import { CHART_AXIS_TEXT_COLOR, CHART_GRID_COLOR, CHART_SEPARATOR_COLOR, seriesColor, TOOLTIP_ITEM_STYLE } from './chartColors.ts';

export interface BarChartPlotProps extends CategoryPlot {
  /** 'columns' stand on the category axis; 'bars' run right from it, for long labels. */
  orientation: 'columns' | 'bars';
  stacked: boolean;
  valueMax: number | undefined;
  formatValue: (value: number) => string;
  /** The gap between categories: a histogram's bins touch. */
  categoryGap: string | number;
  /** Each bar's value written at its end. */
  valueLabels: boolean;
}

const axisTick = { fill: CHART_AXIS_TEXT_COLOR, fontSize: 12 };

/** The Recharts drawing of a BarChart or Histogram, loaded on first use (see BarChart.tsx). */
export default function BarChartPlot({ points, series, orientation, stacked, valueMax, formatValue, categoryGap, valueLabels }: BarChartPlotProps) {
  const bars = orientation === 'bars';
  const valueAxis = { type: 'number' as const, domain: [0, valueMax ?? 'auto'] as const, allowDecimals: false, tickFormatter: formatValue, tick: axisTick, stroke: CHART_GRID_COLOR };
  const categoryAxis = { type: 'category' as const, dataKey: 'category', tick: axisTick, stroke: CHART_GRID_COLOR };
  // A highlighted bar (say, the right answer) of a one-series chart takes the second colour; the author says why in its label too.
  const highlights = series.length === 1;
  const shape = (props: BarShapeProps) => <Rectangle {...props} fill={highlights && (props.payload as PlotPoint | undefined)?.highlighted ? seriesColor(1) : props.fill} />;
  return (
    <BarChart data={points} layout={bars ? 'vertical' : 'horizontal'} responsive style={{ width: '100%', height: '100%' }} accessibilityLayer={false} barCategoryGap={categoryGap} margin={{ top: 16, right: valueLabels && bars ? 64 : 8, bottom: 0, left: 0 }}>
      <CartesianGrid stroke={CHART_GRID_COLOR} horizontal={!bars} vertical={bars} />
      {bars ? (
        <>
          {/* Bars with their values written at their ends need no value axis. */}
          <XAxis {...valueAxis} hide={valueLabels} />
          <YAxis {...categoryAxis} width={BAR_LABEL_WIDTH} tickFormatter={(label: string) => truncateLabel(label, BAR_LABEL_CHARS)} />
        </>
      ) : (
        <>
          <XAxis {...categoryAxis} tickFormatter={(label: string) => truncateLabel(label, COLUMN_LABEL_CHARS)} />
          <YAxis {...valueAxis} width="auto" />
        </>
      )}
      <Tooltip itemStyle={TOOLTIP_ITEM_STYLE} formatter={(value) => formatValue(Number(value))} />
      {series.length > 1 && <Legend itemSorter={null} formatter={legendText} />}
      {series.map(({ dataKey, label, color }) => (
        <Bar key={dataKey} dataKey={dataKey} name={label} fill={color} stroke={CHART_SEPARATOR_COLOR} stackId={stacked ? 'stack' : undefined} shape={shape} isAnimationActive="auto">
          {valueLabels && !stacked && <LabelList dataKey={dataKey} position={bars ? 'right' : 'top'} formatter={(value) => formatValue(Number(value))} fill={CHART_AXIS_TEXT_COLOR} fontSize={12} />}
        </Bar>
      ))}
    </BarChart>
  );
}
