import { Label, Pie, PieChart, Sector, Tooltip, type PieSectorShapeProps } from 'recharts';
import { CHART_SEPARATOR_COLOR, TOOLTIP_ITEM_STYLE } from './chartColors.ts';

/** One slice as the plot draws it. */
export interface PlotSlice {
  label: string;
  value: number;
  color: string;
}

export interface DonutChartPlotProps {
  slices: PlotSlice[];
  /** Written in the hole: a total, or a gauge's value. */
  centerText: string | undefined;
  /** A gauge: the upper half of a ring. */
  half: boolean;
  formatValue: (value: number) => string;
  /** A gauge's unfilled part has no tooltip. */
  tooltip: boolean;
}

/** The Recharts drawing of a DonutChart or GaugeChart, loaded on first use. */
export default function DonutChartPlot({ slices, centerText, half, formatValue, tooltip }: DonutChartPlotProps) {
  // Each slice keeps its own colour; the white stroke parts neighbours so none relies on colour difference alone.
  const shape = (props: PieSectorShapeProps) => <Sector {...props} fill={slices[props.index]?.color} stroke={CHART_SEPARATOR_COLOR} strokeWidth={2} />;
  return (
    <PieChart responsive style={{ width: '100%', height: '100%' }} accessibilityLayer={false}>
      <Pie
        data={slices}
        dataKey="value"
        nameKey="label"
        cy={half ? '85%' : '50%'}
        startAngle={half ? 180 : 90}
        endAngle={half ? 0 : -270}
        innerRadius={half ? '110%' : '60%'}
        outerRadius={half ? '160%' : '90%'}
        shape={shape}
        isAnimationActive="auto"
      >
        {centerText !== undefined && <Label value={centerText} position="center" dy={half ? -16 : 0} fill="var(--lms-text, #1d2a2a)" fontSize={half ? 24 : 18} fontWeight={600} />}
      </Pie>
      {tooltip && <Tooltip itemStyle={TOOLTIP_ITEM_STYLE} formatter={(value) => formatValue(Number(value))} />}
    </PieChart>
  );
}
