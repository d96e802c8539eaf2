import type { NatalChart } from '@contract/natal';
import { useT } from '@/lib/i18n';
import { BigThreeCards } from './big-three-cards';
import { NatalTable, NatalWheel } from './natal-wheel';

/**
 * The chart on the profile: wheel, its table, the big three. The default export, so the profile
 * page loads this code only once a chart is there to draw (React.lazy).
 */
export default function NatalChartView({ chart }: { chart: NatalChart }) {
  const say = useT();
  return (
    <div className="flex flex-col gap-4">
      <NatalWheel chart={chart} />
      {!chart.timeKnown && (
        <p className="text-sm text-muted-foreground">{say('profile.chart.noon', { place: chart.place.name })}</p>
      )}
      {chart.houseSystem === 'whole-sign' && (
        <p className="text-sm text-muted-foreground">{say('profile.chart.wholeSign')}</p>
      )}
      <NatalTable chart={chart} />
      <BigThreeCards bigThree={chart.bigThree} />
    </div>
  );
}
