// Reference server: node:http plus a pg pool of 10 running one prepared statement that resolves the
// session cookie, the least a Node server on PostgreSQL can do to answer GET /api/user.
// DATABASE_URL and PORT come from the environment; prints "listening" when ready.
import { createHash } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { REFERENCE_LOOKUP_SQL, tokenHashOf } from './lookup-sql';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

const server = http.createServer(async (request, response) => {
  const hash = tokenHashOf(request.headers.cookie, sha256);
  const result = hash ? await pool.query({ name: 'reference_user', text: REFERENCE_LOOKUP_SQL, values: [hash] }) : null;
  const row = result?.rows[0];
  response.writeHead(row ? 200 : 401, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(row ?? { message: 'Please sign in.' }));
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.info('listening'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
