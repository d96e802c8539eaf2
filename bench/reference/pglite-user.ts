// Reference server: node:http plus one prepared PGlite query resolving the session cookie, the least
// any server on the embedded database can do to answer GET /api/user. DATA_DIR (a Telve data dir, not
// in use by another process) and PORT come from the environment; prints "listening" when ready.
import { createHash } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { REFERENCE_LOOKUP_SQL, tokenHashOf } from './lookup-sql';

const db = await PGlite.create(path.join(process.env.DATA_DIR as string, 'db'));
await db.exec(`PREPARE reference_user(text) AS ${REFERENCE_LOOKUP_SQL}`);
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

const server = http.createServer(async (request, response) => {
  const hash = tokenHashOf(request.headers.cookie, sha256);
  // A SHA-256 in hex is safe to inline: PGlite's EXECUTE takes no bound parameters.
  const [result] = hash ? await db.exec(`EXECUTE reference_user('${hash}')`) : [];
  const row = result?.rows[0];
  response.writeHead(row ? 200 : 401, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(row ?? { message: 'Please sign in.' }));
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.info('listening'));
process.on('SIGTERM', () => server.close(() => db.close().then(() => process.exit(0))));
