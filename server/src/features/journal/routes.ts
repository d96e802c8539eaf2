import { journalEndpoints as endpoints } from '@contract/journal';
import { defineRoutes } from '../../plugins/routes';
import { exportJournal } from './export-journal';
import { listSavedAffirmations, listSavedHoroscopes, listSavedReadings } from './list-entries';
import { listMoodHistory } from './mood-history';
import { listReadingHistory, openJournalReading } from './reading-history';
import { removeEntry } from './remove-entry';
import { saveAffirmation, saveHoroscope, saveReading } from './save-entries';
import { findSavedState } from './saved-state';
import { searchJournal } from './search-journal';

/** The journal (premium): saving and removing entries, the lists, reading and mood history, search, export. */
export const journalRoutes = defineRoutes(({ route, ctx }) => {
  route(endpoints.saveReading, async ({ member, body }) =>
    saveReading(ctx, { userId: member.user.id, readingId: body.readingId }),
  );
  route(endpoints.saveHoroscope, async ({ member, body }) => saveHoroscope(ctx, { userId: member.user.id, ...body }));
  route(endpoints.saveAffirmation, async ({ member, body }) =>
    saveAffirmation(ctx, { userId: member.user.id, ...body }),
  );

  route(endpoints.removeSavedReading, async ({ member, params }) =>
    removeEntry(ctx, { userId: member.user.id, kind: 'reading', id: params.id }),
  );
  route(endpoints.removeSavedHoroscope, async ({ member, params }) =>
    removeEntry(ctx, { userId: member.user.id, kind: 'horoscope', id: params.id }),
  );
  route(endpoints.removeSavedAffirmation, async ({ member, params }) =>
    removeEntry(ctx, { userId: member.user.id, kind: 'affirmation', id: params.id }),
  );

  route(endpoints.listSavedReadings, async ({ member, query }) =>
    listSavedReadings(ctx, { userId: member.user.id, cursor: query.cursor }),
  );
  route(endpoints.listSavedHoroscopes, async ({ member, query }) =>
    listSavedHoroscopes(ctx, { userId: member.user.id, cursor: query.cursor }),
  );
  route(endpoints.listSavedAffirmations, async ({ member, query }) =>
    listSavedAffirmations(ctx, { userId: member.user.id, cursor: query.cursor }),
  );

  route(endpoints.savedState, async ({ member, body }) => findSavedState(ctx, { userId: member.user.id, ...body }));
  route(endpoints.readingHistory, async ({ member, query }) =>
    listReadingHistory(ctx, { userId: member.user.id, cursor: query.cursor }),
  );
  route(endpoints.journalReading, async ({ member, params }) =>
    openJournalReading(ctx, { userId: member.user.id, readingId: params.id }),
  );
  route(endpoints.moodHistory, async ({ member }) => listMoodHistory(ctx, { userId: member.user.id }));
  route(endpoints.searchJournal, async ({ member, query }) => ({
    results: await searchJournal(ctx, { userId: member.user.id, q: query.q }),
  }));
  route(endpoints.exportJournal, async ({ member, reply }) => {
    const journal = await exportJournal(ctx, { userId: member.user.id });
    const day = journal.exportedAt.slice(0, 10);
    reply.header('content-disposition', `attachment; filename="telve-journal-${day}.json"`);
    reply.header('cache-control', 'no-store');
    return journal;
  });
});
