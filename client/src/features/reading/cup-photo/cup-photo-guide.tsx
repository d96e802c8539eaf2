import type { ReactNode } from 'react';
import { type MessageId, useT } from '@/lib/i18n';

/**
 * How to photograph a cup so Telve can read it: four small drawings in the house's warm line, each
 * with its words. The drawings are decoration; the words say it all.
 */
const STEPS: ReadonlyArray<{ title: MessageId; text: MessageId; Art: () => ReactNode }> = [
  { title: 'reading.guide.turn.title', text: 'reading.guide.turn.text', Art: TurnOver },
  { title: 'reading.guide.cool.title', text: 'reading.guide.cool.text', Art: Cool },
  { title: 'reading.guide.above.title', text: 'reading.guide.above.text', Art: FromAbove },
  { title: 'reading.guide.handle.title', text: 'reading.guide.handle.text', Art: HandleInView },
];

export function CupPhotoGuide() {
  const say = useT();
  return (
    <ol className="grid grid-cols-2 gap-3" aria-label={say('reading.guide.label')}>
      {STEPS.map(({ title, text, Art }, index) => (
        <li key={title} className="flex flex-col items-center gap-1.5 rounded-xl bg-secondary/50 p-3 text-center">
          <Art />
          <span className="font-medium">
            <span className="sr-only">{index + 1}. </span>
            {say(title)}
          </span>
          <span className="text-sm leading-snug text-muted-foreground">{say(text)}</span>
        </li>
      ))}
    </ol>
  );
}

const artProps = {
  viewBox: '0 0 64 64',
  className: 'size-14 text-gold',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function TurnOver() {
  return (
    <svg aria-hidden {...artProps}>
      <ellipse cx="32" cy="50" rx="24" ry="5" className="fill-accent/25" />
      <path d="M20 46 L23 24 H41 L44 46 Z" className="fill-accent/15" />
      <path d="M44 30 c7 0 8 10 1 11" />
      <path d="M14 16 a12 10 0 0 1 18 -6" />
      <path d="M30 6 l2 4 -4 1" />
    </svg>
  );
}

function Cool() {
  return (
    <svg aria-hidden {...artProps}>
      <ellipse cx="32" cy="52" rx="22" ry="4.5" className="fill-accent/25" />
      <path d="M18 28 H42 L39 48 H21 Z" className="fill-accent/15" />
      <path d="M42 32 c7 0 7 10 0 10" />
      <circle cx="48" cy="14" r="9" />
      <path d="M48 9 V14 L52 16" />
      <path d="M24 20 c-2 -3 2 -5 0 -8 M31 21 c-2 -3 2 -5 0 -8" className="opacity-40" />
    </svg>
  );
}

function FromAbove() {
  return (
    <svg aria-hidden {...artProps}>
      <circle cx="10" cy="10" r="4" className="fill-accent/40" />
      <path d="M10 1 V2.5 M1 10 H2.5 M17.5 10 H19 M10 17.5 V19" />
      <rect x="24" y="4" width="18" height="12" rx="2.5" className="fill-accent/15" />
      <circle cx="33" cy="10" r="3" />
      <path d="M33 20 V26 M30 23 L33 26 L36 23" />
      <ellipse cx="33" cy="44" rx="16" ry="14" className="fill-accent/15" />
      <ellipse cx="33" cy="44" rx="11" ry="9.5" />
      <path d="M28 42 l2 1 M36 47 l1.5 -1 M33 40 h.5" />
    </svg>
  );
}

function HandleInView() {
  return (
    <svg aria-hidden {...artProps}>
      <rect x="4" y="6" width="56" height="52" rx="6" strokeDasharray="4 4" className="opacity-60" />
      <circle cx="30" cy="33" r="16" className="fill-accent/15" />
      <circle cx="30" cy="33" r="11" />
      <path d="M46 28 c8 0 8 10 0 10" strokeWidth="3.5" />
      <path d="M26 30 l2 1.5 M33 37 l1.5 -1" />
    </svg>
  );
}
