import { isCalendarDate } from '@contract/dates';
import {
  HOROSCOPE_TODAY_ONLY_MESSAGE,
  type Horoscope,
  type HoroscopeRequest,
  isWithinADayOf,
} from '@contract/guidance';
import { zodiacSignFor } from '@contract/zodiac-signs';
import type { AppContext, Member } from '../../context';
import { badRequest } from '../../lib/app-error';
import { memberTransits } from '../natal';
import type { HoroscopeCache } from './horoscope-cache';
import { composeInsights } from './horoscope-insights';

interface GetHoroscopeOptions {
  member: Member;
  input: HoroscopeRequest;
  cache: HoroscopeCache;
}

/**
 * The day's horoscope for a sign: the same text for every member of the sign that day (from the
 * cache), plus insights for premium members. The date is the member's local today, so it may be
 * a day either side of the server's UTC date, and no further: that keeps the cache to a few days.
 */
export function getHoroscope(ctx: AppContext, { member, input, cache }: GetHoroscopeOptions): Horoscope {
  const { sign, date } = input;
  if (!isWithinADayOf(date, ctx.now())) throw badRequest(HOROSCOPE_TODAY_ONLY_MESSAGE);
  const { language } = member.user;
  const { headline, text, sky, publicSky } = cache.horoscopeFor(sign, date, language);
  const horoscope: Horoscope = { headline, text, sign, date, sky: publicSky };
  // Insights depend on the member's intentions, so they are composed per request (well under a
  // millisecond) rather than cached; the transits to the member's own chart are cached per member
  // and day, and only for a member whose birth date and place give a chart.
  if (member.isPremium) {
    const insights = composeInsights({ sign, date, sky, intentions: member.user.intentions, language });
    const transits = memberTransits(member.user, date);
    if (transits) insights.transits = transits;
    horoscope.insights = insights;
  }
  return horoscope;
}

/**
 * The horoscope the dashboard's shell is painted with: what POST /api/horoscope would answer the
 * member for `today`, or undefined without a birth date (or for a day the endpoint would refuse).
 */
export function shellHoroscope(ctx: AppContext, member: Member, today: string): Horoscope | undefined {
  const sign = member.user.dateOfBirth ? zodiacSignFor(member.user.dateOfBirth) : null;
  if (!sign || !isCalendarDate(today) || !isWithinADayOf(today, ctx.now())) return undefined;
  return getHoroscope(ctx, { member, input: { sign, date: today }, cache: ctx.horoscopes });
}
