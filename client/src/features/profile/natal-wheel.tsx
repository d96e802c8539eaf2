import type { NatalChart } from '@contract/natal';
import { ZODIAC_SIGNS, type ZodiacSign } from '@contract/zodiac-signs';
import { useId } from 'react';
import { type MessageId, type MessageValues, useT } from '@/lib/i18n';
import { BODY_GLYPHS, formatDegree, pointAt, SIGN_GLYPHS, spreadLongitudes } from './wheel-geometry';

type Say = (id: MessageId, values?: MessageValues) => string;

const OUTER = 190;
const SIGN_RING = 158;
const HOUSE_RING = 70;
const PLANET_RING = 132;
/** The least distance, in degrees, between two planet glyphs. */
const GLYPH_GAP = 9;

function signOf(longitude: number) {
  return ZODIAC_SIGNS[Math.floor((((longitude % 360) + 360) % 360) / 30)] ?? 'Aries';
}

/** A sentence for the wheel's accessible name: the lights and the angles. */
function describe(chart: NatalChart, say: Say): string {
  const sun = chart.bodies.find((body) => body.body === 'sun');
  const moon = chart.bodies.find((body) => body.body === 'moon');
  const sign = (name: ZodiacSign) => say(`sign.${name}`);
  const parts = [
    sun && say('profile.point.sun', { sign: sign(sun.sign) }),
    moon && say('profile.point.moon', { sign: sign(moon.sign) }),
  ];
  if (chart.ascendant !== null) parts.push(say('profile.point.ascendant', { sign: sign(signOf(chart.ascendant)) }));
  if (!chart.timeKnown) parts.push(say('profile.wheel.noHouses'));
  return say('profile.wheel.name', { facts: parts.filter(Boolean).join(', ') });
}

/**
 * The natal chart as a wheel: the zodiac ring with its glyphs, the house cusps when the birth time
 * is known, and each body at its longitude (glyphs nudged apart when close, a tick at the true
 * place), the ascendant on the left. Drawn in a square box, so it never shifts the page as it paints.
 */
export function NatalWheel({ chart }: { chart: NatalChart }) {
  const say = useT();
  const titleId = useId();
  const ascendant = chart.ascendant ?? 0;
  const at = (longitude: number, radius: number) => pointAt(longitude, ascendant, radius);
  const drawn = spreadLongitudes(
    chart.bodies.map((body) => body.longitude),
    GLYPH_GAP,
  );
  const line = (longitude: number, from: number, to: number) => {
    const a = at(longitude, from);
    const b = at(longitude, to);
    return { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
  };
  return (
    <div className="mx-auto aspect-square w-full max-w-md">
      <svg viewBox="0 0 400 400" role="img" aria-labelledby={titleId} className="size-full text-espresso">
        <title id={titleId}>{describe(chart, say)}</title>
        <g fill="none" stroke="currentColor" strokeOpacity={0.35}>
          <circle cx={200} cy={200} r={OUTER} />
          <circle cx={200} cy={200} r={SIGN_RING} />
          <circle cx={200} cy={200} r={HOUSE_RING} />
        </g>
        {ZODIAC_SIGNS.map((sign, index) => {
          const glyph = at(index * 30 + 15, (OUTER + SIGN_RING) / 2);
          return (
            <g key={sign}>
              <line {...line(index * 30, SIGN_RING, OUTER)} stroke="currentColor" strokeOpacity={0.35} />
              <text
                x={glyph.x}
                y={glyph.y}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={18}
                fill="currentColor"
                data-sign={sign}
              >
                {SIGN_GLYPHS[sign]}
              </text>
            </g>
          );
        })}
        {chart.cusps?.map((cusp, index) => {
          const label = at(cusp + 4, HOUSE_RING + 10);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the twelve houses, always in their order
            <g key={`cusp-${index + 1}`} data-cusp={index + 1}>
              <line
                {...line(cusp, HOUSE_RING, SIGN_RING)}
                stroke="currentColor"
                strokeOpacity={index % 3 === 0 ? 0.8 : 0.3}
                strokeWidth={index % 3 === 0 ? 1.5 : 1}
              />
              <text
                x={label.x}
                y={label.y}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={9}
                fill="currentColor"
                fillOpacity={0.8}
              >
                {index + 1}
              </text>
            </g>
          );
        })}
        {chart.bodies.map((body, index) => {
          const glyph = at(drawn[index] ?? body.longitude, PLANET_RING);
          return (
            <g key={body.body} data-body={body.body}>
              <line {...line(body.longitude, SIGN_RING - 8, SIGN_RING)} stroke="currentColor" />
              <text
                x={glyph.x}
                y={glyph.y}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={17}
                className="fill-gold"
              >
                {BODY_GLYPHS[body.body]}
              </text>
            </g>
          );
        })}
        {chart.ascendant !== null && (
          // Inside the inner circle, on the ascendant's line: the sign ring outside is taken by glyphs.
          <text x={200 - HOUSE_RING + 6} y={192} fontSize={10} fill="currentColor">
            {say('profile.wheel.asc')}
          </text>
        )}
      </svg>
    </div>
  );
}

/**
 * The wheel's facts as a table, for screen readers and for anyone who would rather read them. The
 * bodies' names are the natal catalog's (Compatibility names them too), which the profile page loads.
 */
export function NatalTable({ chart }: { chart: NatalChart }) {
  const say = useT();
  return (
    <details className="rounded-xl border border-border/60 p-3">
      <summary className="cursor-pointer text-sm font-medium">{say('profile.table.summary')}</summary>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">{say('profile.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{say('profile.table.body')}</th>
            <th scope="col">{say('profile.table.sign')}</th>
            <th scope="col">{say('profile.table.degree')}</th>
            <th scope="col">{say('profile.table.house')}</th>
            <th scope="col">{say('profile.table.retrograde')}</th>
          </tr>
        </thead>
        <tbody>
          {chart.bodies.map((body) => (
            <tr key={body.body}>
              <th scope="row">{say(`natal.point.${body.body}`)}</th>
              <td>{say(`sign.${body.sign}`)}</td>
              <td>{formatDegree(body.degree)}</td>
              <td>{body.house ?? '–'}</td>
              <td>{say(body.retrograde ? 'profile.table.yes' : 'profile.table.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
