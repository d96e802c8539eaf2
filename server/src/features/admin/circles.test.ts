import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInMember, signUpAdmin } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: SignedInMember;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpAdmin(t);
});
afterAll(() => t.close());

let n = 0;
const name = (base = 'Circle') => `${base} ${++n}`;
const create = (body: Record<string, unknown>) => admin.client.post('/api/admin/circles', body);
const patch = (id: number | string, body: unknown) => admin.client.request('PATCH', `/api/admin/circles/${id}`, body);

describe('POST /api/admin/circles', () => {
  it('makes an active circle by default, trimmed, and answers the admin circle', async () => {
    const res = await create({ name: '  Morning Rituals  ', description: '  Slow mornings together ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Morning Rituals',
      description: 'Slow mornings together',
      active: true,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('keeps an inactive circle inactive', async () => {
    const res = await create({ name: name(), description: 'Quiet', active: false });
    expect(res.body.active).toBe(false);
  });

  it.each([
    [{ description: 'd' }, 'Please enter a circle name'],
    [{ name: '   ', description: 'd' }, 'Please enter a circle name'],
    [{ name: 'x'.repeat(81), description: 'd' }, 'Circle name must be at most 80 characters'],
    [{ name: 'Named' }, 'Please enter a description'],
    [{ name: 'Named', description: ' \n ' }, 'Please enter a description'],
    [{ name: 'Named', description: 'd'.repeat(1001) }, 'Description must be at most 1000 characters'],
    [{ name: 'Named', description: 'd', active: 'yes' }, 'Active must be true or false'],
    [{ name: 'Nul\u0000name', description: 'd' }, expect.stringContaining('cannot be saved')],
  ])('refuses %j with 400 and its message', async (body, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'BAD_REQUEST' });
  });

  it('refuses a second circle of the same name with 409', async () => {
    const taken = name('Taken');
    expect((await create({ name: taken, description: 'first' })).status).toBe(201);
    const res = await create({ name: taken, description: 'second' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A circle with this name already exists');
  });

  it('makes exactly one of 50 parallel circles of the same name', async () => {
    const raced = name('Raced');
    const results = await Promise.all(Array.from({ length: 50 }, () => create({ name: raced, description: 'race' })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    const list = (await admin.client.get('/api/admin/circles')).body as Array<{ name: string }>;
    expect(list.filter((c) => c.name === raced)).toHaveLength(1);
  });
});

describe('GET /api/admin/circles', () => {
  it('lists every circle, inactive ones too, newest first', async () => {
    const older = (await create({ name: name(), description: 'older', active: false })).body;
    const newer = (await create({ name: name(), description: 'newer' })).body;
    const list = (await admin.client.get('/api/admin/circles')).body as Array<{ id: number }>;
    const ids = list.map((c) => c.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((c) => c.id === older.id)).toEqual(older);
  });
});

describe('PATCH /api/admin/circles/{id}', () => {
  it('changes name, description and status as sent', async () => {
    const circle = (await create({ name: name(), description: 'before' })).body;
    const res = await patch(circle.id, { name: ' Renamed circle ', description: 'after', active: false });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...circle, name: 'Renamed circle', description: 'after', active: false });
  });

  it('changes only the fields sent', async () => {
    const circle = (await create({ name: name(), description: 'kept' })).body;
    const res = await patch(circle.id, { active: false });
    expect(res.body).toEqual({ ...circle, active: false });
  });

  it.each([
    [{}, 'Please send at least one field to change'],
    [{ name: '' }, 'Please enter a circle name'],
    [{ description: '  ' }, 'Please enter a description'],
    [{ active: null }, 'Active must be true or false'],
  ])('refuses %j with 400 and its message', async (body, message) => {
    const circle = (await create({ name: name(), description: 'd' })).body;
    const res = await patch(circle.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("refuses another circle's name with 409 and changes nothing", async () => {
    const first = (await create({ name: name(), description: 'd' })).body;
    const second = (await create({ name: name(), description: 'd' })).body;
    const res = await patch(second.id, { name: first.name, description: 'changed' });
    expect(res.status).toBe(409);
    const list = (await admin.client.get('/api/admin/circles')).body as Array<{ id: number }>;
    expect(list.find((c) => c.id === second.id)).toEqual(second);
  });

  it.each([
    ['999999', 404],
    ['abc', 400],
    ['0', 400],
  ])('answers id %s with %i', async (id, status) => {
    const res = await patch(id, { name: 'Anything' });
    expect(res.status).toBe(status);
    if (status === 404) expect(res.body.message).toBe('Circle not found');
  });
});

describe('DELETE /api/admin/circles/{id}', () => {
  it('deletes the circle, and a second delete is 404', async () => {
    const circle = (await create({ name: name(), description: 'd' })).body;
    const res = await admin.client.request('DELETE', `/api/admin/circles/${circle.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    const list = (await admin.client.get('/api/admin/circles')).body as Array<{ id: number }>;
    expect(list.map((c) => c.id)).not.toContain(circle.id);
    const again = await admin.client.request('DELETE', `/api/admin/circles/${circle.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Circle not found');
  });
});
