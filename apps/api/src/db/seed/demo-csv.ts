/**
 * Instrument readings as CSV. Values come from a fixed pseudo-random sequence rather than
 * Math.random, so that every seed produces the same files (and the same checksums).
 */
import { addDays, startOfIsoDate, toIsoDate } from './demo-clock';
import type { DemoCsvSeries } from './demo-types';

/** A repeatable value in [0, 1) for a given seed. */
function noise(seed: number): number {
  const x = Math.sin(seed * 12.9898 + 78.233) * 43758.5453;
  return x - Math.floor(x);
}

function fixed(value: number, decimals: number): string {
  return value.toFixed(decimals);
}

interface Reading {
  step: number;
  instrumentIndex: number;
  baseline: number;
}

/** Column names, then one row of values per instrument and reading. */
const seriesFormats: Record<DemoCsvSeries['series'], { columns: string[]; row: (reading: Reading) => string[] }> = {
  piezometer: {
    columns: ['piezometric_elevation_masl', 'pore_pressure_kpa', 'level_1_trigger_masl'],
    row: ({ step, instrumentIndex, baseline }) => {
      const datum = baseline + instrumentIndex * 1.7;
      const tipElevation = datum - 18 - instrumentIndex * 4;
      // A slow seasonal swing plus reading scatter, well inside the trigger level.
      const elevation = datum + 0.6 * Math.sin(step / 6) + 0.15 * noise(step * 31 + instrumentIndex);
      return [fixed(elevation, 2), fixed((elevation - tipElevation) * 9.81, 1), fixed(datum + 2, 2)];
    },
  },
  seepage: {
    columns: ['flow_l_per_s', 'turbidity_ntu', 'appearance'],
    row: ({ step, instrumentIndex, baseline }) => {
      const flow = baseline * (1 + instrumentIndex * 0.35) + 0.01 * step + 0.2 * noise(step * 17 + instrumentIndex);
      const turbidity = 1 + 3 * noise(step * 7 + instrumentIndex * 3);
      return [fixed(flow, 2), fixed(turbidity, 1), turbidity > 3.6 ? 'slightly cloudy' : 'clear'];
    },
  },
  'pond-level': {
    columns: ['water_level_masl', 'change_since_last_m'],
    row: ({ step, instrumentIndex, baseline }) => {
      const level = (n: number) => baseline + instrumentIndex * 0.8 + 0.9 * Math.sin(n / 5) + 0.1 * noise(n * 13);
      return [fixed(level(step), 2), fixed(step === 0 ? 0 : level(step) - level(step - 1), 2)];
    },
  },
  'survey-prism': {
    columns: ['easting_mm', 'northing_mm', 'settlement_mm', 'total_displacement_mm'],
    row: ({ step, instrumentIndex, baseline }) => {
      // Cumulative movement since the baseline survey: steady creep plus survey scatter of ±2 mm.
      const rate = 0.6 + instrumentIndex * 0.4;
      const easting = baseline + rate * step + 2 * (noise(step * 5 + instrumentIndex) - 0.5);
      const northing = baseline + 0.4 * rate * step + 2 * (noise(step * 11 + instrumentIndex) - 0.5);
      const settlement = baseline + 0.8 * rate * step + 2 * (noise(step * 19 + instrumentIndex) - 0.5);
      const total = Math.hypot(easting, northing, settlement);
      return [fixed(easting, 1), fixed(northing, 1), fixed(settlement, 1), fixed(total, 1)];
    },
  },
  rainfall: {
    columns: ['rainfall_mm'],
    row: ({ step, instrumentIndex, baseline }) => {
      // Mostly dry days, with the odd storm.
      const chance = noise(step * 3 + instrumentIndex * 101);
      return [fixed(chance > 0.82 ? baseline * 25 * (chance - 0.8) : 0, 1)];
    },
  },
};

export function renderCsv(series: DemoCsvSeries): string {
  const format = seriesFormats[series.series];
  const start = startOfIsoDate(series.start);
  const lines = [['date', 'instrument', ...format.columns].join(',')];
  for (let step = 0; step < series.readings; step++) {
    const date = toIsoDate(addDays(start, step * series.intervalDays));
    series.instruments.forEach((instrument, instrumentIndex) => {
      const values = format.row({ step, instrumentIndex, baseline: series.baseline });
      lines.push([date, instrument, ...values].join(','));
    });
  }
  return `${lines.join('\n')}\n`;
}
