import { performance } from 'node:perf_hooks';
import { drawCard } from '../../server/src/features/share/draw-card';
import { load } from '../lib';
import type { Budget, Scenario } from './types';

/** Issue 35: a share card is drawn within 150 ms at p95 on this machine; a cached one is far below. */
const DRAW_BUDGET_MS = 150;
const ROUNDS = 20;

const percentile = (times: number[], share: number) =>
  [...times].sort((a, b) => a - b)[Math.floor(times.length * share)] ?? 0;

/** A reading's opening as long as a card takes, different each round so nothing is reused. */
const readingText = (round: number) =>
  `Round ${round}: your cup shows a bridge over calm water and a bird rising at the rim; news is on its way, and a long road asks for patience and a steady heart. `.repeat(
    4,
  );

/**
 * Share cards: the drawing itself in this process (post and story, fresh text each time, after a
 * warm-up draw of each shape that loads the font and the image library and rasterises its background), then the endpoint's cached answer under
 * load (the same horoscope card, drawn once).
 */
export const shareCardsScenario: Scenario = {
  name: 'share-cards',
  async run({ url, signIn }) {
    const content = (round: number) => ({
      kicker: 'My coffee reading',
      body: readingText(round),
      footnote: 'Bridge · Bird · Key · Tree',
      date: 'Friday, 27 November 2026',
    });
    const firstStart = performance.now();
    await drawCard(content(-1), 'post');
    const first = performance.now() - firstStart;
    // Each shape's background is rasterised once per process, on its first card: a first story
    // card is not what a p95 of twenty fresh ones describes, so it is timed and reported apart.
    const firstStoryStart = performance.now();
    await drawCard(content(-2), 'story');
    const firstStory = performance.now() - firstStoryStart;

    const lines = [
      `first card in a fresh process (font files written, libraries loaded): ${first.toFixed(0)} ms; first story card (its background drawn): ${firstStory.toFixed(0)} ms`,
    ];
    const budgets: Budget[] = [];
    for (const format of ['post', 'story'] as const) {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const began = performance.now();
        await drawCard(content(round), format);
        times.push(performance.now() - began);
      }
      const p95 = percentile(times, 0.95);
      lines.push(
        `${format} card drawn (${ROUNDS} fresh): p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`,
      );
      budgets.push({
        name: `${format} card draw p95 (in process, uncached)`,
        value: p95,
        limit: DRAW_BUDGET_MS,
        unit: 'ms',
      });
    }

    // 60 share cards an hour per member (fair use): 40 members give 2,400 requests.
    const members = await Promise.all(Array.from({ length: 40 }, () => signIn()));
    const today = new Date().toISOString().slice(0, 10);
    const cardUrl = `${url}/api/share-cards/horoscope?sign=leo&date=${today}&format=story`;
    await fetch(cardUrl, { headers: { cookie: members[0] as string } });
    const cached = await load('GET /api/share-cards/horoscope (cached story)', {
      url: cardUrl,
      members,
      perMember: 59,
    });
    return { results: [cached], lines, budgets };
  },
};
