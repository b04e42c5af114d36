export { BarChart, type BarChartProps } from './BarChart.tsx';
export { LineChart, type LineChartProps } from './LineChart.tsx';
export { DonutChart, type DonutChartProps, type DonutSlice } from './DonutChart.tsx';
export { GaugeChart, type GaugeChartProps } from './GaugeChart.tsx';
export { Histogram, type HistogramProps } from './Histogram.tsx';
export { histogramBins, type HistogramBin, type BinOptions } from './histogramBins.ts';
export type { ChartBaseProps, ChartSeries, LabelKey, NumberKey } from './chartTypes.ts';
