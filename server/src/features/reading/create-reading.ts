import { CUP_PHOTO_MESSAGES } from '@contract/cup-photos';
import type { CoffeeReading, CoffeeReadingRequest } from '@contract/reading';
import { zodiacSignFor } from '@contract/zodiac';
import type { AppContext, Member } from '../../context';
import type { ReadingRow } from '../../db/schema';
import { readCastContext } from '../../db/statements/cast-context';
import { insertReadingRow, type NewReading } from '../../db/statements/insert-reading';
import { notFound } from '../../lib/app-error';
import { assessCare, careAnswerFor, careNoteFor, withCareNote } from '../care';
import { findOwnCupPhoto, keepCupPhotoFor } from '../cup-photo';
import type { ReadingNarrator } from './narrator';
import { type CastInput, castCup, composeReading, type PhotoSight, photoCup, toReadingSymbols } from './oracle';
import { presentReading } from './present-reading';

/** How many past readings' symbols a new cup avoids (docs/decisions/0008-readings.md). */
const RECENT_READINGS = 5;

/**
 * Casts, writes and stores a reading for the member. An intention that speaks of a crisis (self-harm,
 * suicide, abuse, not being safe) gets no fortune but the care message with help lines for her
 * country; one that asks about health (an illness, a pregnancy, someone's recovery) gets no
 * prediction but a warm answer that a doctor, midwife or pharmacist can tell what a cup cannot.
 * Either is stored with its kind and no cup (so a reload shows what she was told, and a later
 * question is met the same way); the narrator never sees such an intention. With a photo of the
 * member's cup, the cup is what the reader found in it (the photo is then kept with the reading).
 */
export async function createReading(
  ctx: AppContext,
  options: { member: Member; input: CoffeeReadingRequest; narrator: ReadingNarrator },
): Promise<CoffeeReading> {
  const { member, input, narrator } = options;
  const createdAt = ctx.now();
  const base = { userId: member.user.id, intention: input.intention, category: input.category ?? null, createdAt };
  const photo = input.cupPhotoId ? await findOwnCupPhoto(ctx, { ownerId: member.user.id, id: input.cupPhotoId }) : null;
  if (input.cupPhotoId && !photo) throw notFound(CUP_PHOTO_MESSAGES.notFound);

  const hint = { locale: input.locale, timeZone: input.timeZone, memberLanguage: member.user.language };
  const assessment = await assessCare(input.intention, { judge: narrator.judgeCare, hint });
  const careAnswer = careAnswerFor(assessment, hint);
  if (assessment.kind !== 'ordinary' && careAnswer !== null) {
    const row = await insertReading(ctx, {
      ...base,
      seed: 0,
      area: 'general',
      settling: 'even',
      symbols: [],
      text: careAnswer,
      care: assessment.kind,
    });
    return presentReading(row);
  }

  const { cup, boxes } = photo
    ? await photoCupFor(ctx, { member, input, createdAt, photo })
    : { cup: castCup(await castInputFor(ctx, { member, input, createdAt })), boxes: [] };
  const { language } = member.user;
  const symbols = toReadingSymbols(cup, language).map((symbol, i) =>
    boxes[i] ? { ...symbol, box: boxes[i] } : symbol,
  );
  const oracleText = composeReading(cup, {
    intention: input.intention,
    category: input.category,
    firstName: member.user.firstName,
    language,
  });
  const narrated = await narrator.narrateReading({
    symbols,
    intention: input.intention,
    category: input.category ?? null,
    fallback: oracleText,
  });
  // An intention in a language no care rule reads: the reading comes, with her help lines beneath it.
  const text = withCareNote(narrated, careNoteFor(assessment, hint));
  const row = await insertReading(ctx, {
    ...base,
    // The cup's seed is an unsigned 32-bit number; the column is a signed int (restoreCup undoes this).
    seed: cup.seed | 0,
    area: cup.area,
    settling: cup.settling,
    symbols,
    text,
  });
  if (!photo) return presentReading(row);
  // Another reading's photo, or one swept this very moment: the reading stands, with the shapes it named.
  const kept = await keepCupPhotoFor(ctx, { ownerId: member.user.id, id: photo.id, readingId: row.id });
  return kept ? { ...presentReading(row), cupPhotoId: photo.id } : presentReading(row);
}

/** The cup of the member's photo: its shapes, worded afresh for each reading by the previous one and the instant. */
async function photoCupFor(
  ctx: AppContext,
  options: { member: Member; input: CoffeeReadingRequest; createdAt: Date; photo: PhotoSight },
) {
  const { recent } = await readCastContext(ctx.database, { userId: options.member.user.id, readings: 1 });
  return photoCup(options.photo, {
    intention: options.input.intention,
    category: options.input.category,
    nonce: `${recent[0]?.id ?? 0}:${options.createdAt.getTime()}`,
  });
}

/** Everything the oracle draws from: the member, their sign, latest mood, day and recent cups. */
async function castInputFor(
  ctx: AppContext,
  options: { member: Member; input: CoffeeReadingRequest; createdAt: Date },
): Promise<CastInput> {
  const { member, input, createdAt } = options;
  const userId = member.user.id;
  const { mood, recent } = await readCastContext(ctx.database, { userId, readings: RECENT_READINGS });
  return {
    memberKey: String(userId),
    intention: input.intention,
    category: input.category,
    sign: member.user.dateOfBirth ? zodiacSignFor(member.user.dateOfBirth) : null,
    mood: (mood as CastInput['mood']) ?? null,
    date: createdAt.toISOString().slice(0, 10),
    swirl: input.swirl,
    // The previous reading and the instant make every cup new, even with the same swirl and intention
    // (the last reading's id rather than a count, which would cost a scan of the whole history).
    nonce: `${recent[0]?.id ?? 0}:${createdAt.getTime()}`,
    recentSymbolIds: recent.flatMap(({ symbols }) => symbols.map((s) => s.id)),
  };
}

/** Stores the reading; only its id comes back (the rest is what was sent). */
async function insertReading(
  ctx: AppContext,
  values: Omit<NewReading, 'category' | 'care'> & Partial<Pick<NewReading, 'category' | 'care'>>,
): Promise<ReadingRow> {
  const row = { ...values, category: values.category ?? null, care: values.care ?? null };
  const id = await insertReadingRow(ctx.database, row);
  return { ...row, symbols: [...row.symbols], id };
}
