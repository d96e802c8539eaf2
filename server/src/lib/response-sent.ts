import type { FastifyReply } from 'fastify';

/**
 * Resolves once the reply has been handed to the connection (or the connection is gone), never
 * before: work started then cannot lengthen the answer, so its time cannot tell what the work was.
 */
export function responseSent(reply: FastifyReply): Promise<void> {
  const raw = reply.raw;
  if (raw.writableFinished || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      raw.off('finish', done);
      raw.off('close', done);
      resolve();
    };
    raw.once('finish', done);
    raw.once('close', done);
  });
}
