import type { NatalChart } from '@contract/natal';
import { BigThreeCards } from './big-three-cards';
import { NatalTable, NatalWheel } from './natal-wheel';

/**
 * The chart on the profile: wheel, its table, the big three. The default export, so the profile
 * page loads this code only once a chart is there to draw (React.lazy).
 */
export default function NatalChartView({ chart }: { chart: NatalChart }) {
  return (
    <div className="flex flex-col gap-4">
      <NatalWheel chart={chart} />
      {!chart.timeKnown && (
        <p className="text-sm text-muted-foreground">
          Without a birth time your chart is cast for noon in {chart.place.name}, so it has no houses and no rising
          sign.
        </p>
      )}
      {chart.houseSystem === 'whole-sign' && (
        <p className="text-sm text-muted-foreground">
          Placidus houses cannot be drawn this far north or south, so your houses are Whole Sign houses.
        </p>
      )}
      <NatalTable chart={chart} />
      <BigThreeCards bigThree={chart.bigThree} />
    </div>
  );
}
