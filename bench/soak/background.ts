// What a member keeps open beside the day's requests for the whole soak: long-lived connections, such
// as a circle screen's live feed. Each runs until `stopped` resolves; what goes wrong is counted in
// the same tally as the day's requests.
import type { SoakMember } from './member';
import type { Tally } from './tally';

export interface Background {
  name: string;
  run(member: SoakMember, context: { urls: string[]; tally: Tally; stopped: Promise<void> }): Promise<void>;
}

/** Figures a background adds to the soak's report (events received, reconnects). */
export const backgroundCounts = { events: 0, reconnects: 0 };

/** A reconnect waits this long, as a browser's EventSource does after a `retry:` hint. */
const RECONNECT_MS = 2000;

/**
 * Follows a Server-Sent Events stream on the member's process of the moment, reconnecting with
 * Last-Event-ID when it ends, as an open circle screen does: every event block counts, an answer
 * other than 200 text/event-stream or a dropped connection is an error (5xx, no answer) or noted.
 */
export function followEventStream(path: (member: SoakMember) => string): Background {
  return {
    name: 'event stream',
    async run(member, { urls, tally, stopped }) {
      const abort = new AbortController();
      void stopped.then(() => abort.abort());
      let lastEventId = '';
      for (let process = member.index % urls.length; !abort.signal.aborted; process = (process + 1) % urls.length) {
        const label = `GET ${path(member).replace(/\/\d+\//, '/:id/')} (stream)`;
        try {
          const res = await fetch(`${urls[process]}${path(member)}`, {
            headers: {
              cookie: member.cookie,
              accept: 'text/event-stream',
              ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
            },
            signal: abort.signal,
          });
          tally.answered(process, label, res.status, 0);
          if (res.status === 200 && res.body) {
            const decoder = new TextDecoder();
            let buffer = '';
            for await (const chunk of res.body) {
              buffer += decoder.decode(chunk as Uint8Array, { stream: true });
              let end = buffer.indexOf('\n\n');
              while (end >= 0) {
                const block = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                const id = /^id: ?(.*)$/m.exec(block)?.[1];
                if (id) lastEventId = id;
                if (/^data:/m.test(block)) backgroundCounts.events += 1;
                end = buffer.indexOf('\n\n');
              }
            }
          } else {
            await res.body?.cancel();
          }
        } catch (error) {
          if (abort.signal.aborted) return;
          tally.failed(process, label, error);
        }
        if (abort.signal.aborted) return;
        backgroundCounts.reconnects += 1;
        await Promise.race([new Promise((resolve) => setTimeout(resolve, RECONNECT_MS)), stopped]);
      }
    },
  };
}

/** Each member's backgrounds: her circle's live feed (GET /api/circles/:id/live, decision 0038). */
export const MEMBER_BACKGROUNDS: Background[] = [followEventStream((member) => `/api/circles/${member.circleId}/live`)];
