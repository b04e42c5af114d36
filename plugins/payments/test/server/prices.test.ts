import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreServices } from '@lms/sdk';
import { createTestKernel, enrol, updateAccount, type TestClient, type TestKernel } from '@lms/sdk/testing';
import paymentsPlugin from '../../src/server/index.ts';
import { PRICE_MESSAGES } from '../../src/schemas/priceRules.ts';

/** Part 3 §5 "Users, codes and prices" (the price rules), §6 (rights, show_modal), §7 prices and special_bundle_action. */

let tk: TestKernel;
let admin: TestClient;
let levelZero: TestClient;
let provider: TestClient;
let bundleId: string;
let courseId: string;

const base = {
  title: 'Standard',
  method: 'credit_card_or_code',
  amount: 4999,
  second_amount: null,
  isbn: null,
  isbn_number: null,
  cost: 1000,
  fee: 150,
  exrollment_days: 120,
  courtesy_window: 14,
  show_modal: null,
};

beforeAll(async () => {
  tk = await createTestKernel({ plugins: [paymentsPlugin] });
  const instructor = await tk.createUser('instructor');
  admin = await tk.loginAs(await tk.createUser('site-admin'));
  const zero = await tk.createUser('student');
  await updateAccount(tk, zero.id, { administrator: 1 });
  levelZero = await tk.loginAs(zero);
  const junction = await tk.createUser('instructor');
  await updateAccount(tk, junction.id, { account_type: 'Junction' });
  provider = await tk.loginAs(junction);
  courseId = (await tk.createCourse({ instructor, settings: { payment: { amount: 2000 } } })).courseId;
  bundleId = (await admin.post('payments/bundles/', { title: 'Pack', amount: 2000, courses: [courseId] })).body.bundle._id;
});

afterAll(() => tk?.close());

const count = async () => Number(((await tk.kernel.knex('payments_prices').count({ n: '*' }).first()) as { n: number | string }).n);

describe('POST prices and GET prices', () => {
  it('stores a price in cents with its ISBN, cost, fee and access terms, and lists it', async () => {
    const created = await levelZero.post('prices', { ...base, isbn: ' 978-0-00-000000-2 ', isbn_number: 'ISBN-1' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.price).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'Standard',
      method: 'credit_card_or_code',
      amount: 4999,
      second_amount: null,
      ISBN: '978-0-00-000000-2',
      isbn_number: 'ISBN-1',
      cost: 1000,
      fee: 150,
      currency: 'usd',
      exrollment_days: 120,
      courtesy_window: 14,
      show_modal: null,
    });
    expect((await admin.get('prices')).body.prices).toContainEqual(created.body.price);
  });

  it('refuses each broken rule with its message, storing nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ method: 'credit_card_only', amount: 0, second_amount: 500 }, 'amount', PRICE_MESSAGES.creditCardOnly],
      [{ method: 'new_entry', amount: 0, second_amount: 500 }, 'amount', PRICE_MESSAGES.newEntry],
      [{ amount: 0, second_amount: null }, 'second_amount', PRICE_MESSAGES.secondPayment],
      [{ amount: 0, second_amount: 0 }, 'second_amount', PRICE_MESSAGES.secondPayment],
      [{ courtesy_window: 46 }, 'courtesy_window', PRICE_MESSAGES.courtesyWindow],
      [{ courtesy_window: -1 }, 'courtesy_window', PRICE_MESSAGES.courtesyWindow],
      [{ exrollment_days: -1 }, 'exrollment_days', PRICE_MESSAGES.accessDays],
      [{ exrollment_days: 1.5 }, 'exrollment_days', PRICE_MESSAGES.accessDays],
      [{ amount: 49.99 }, 'amount', PRICE_MESSAGES.money],
      [{ fee: -1 }, 'fee', PRICE_MESSAGES.money],
      [{ title: '  ' }, 'title', PRICE_MESSAGES.title],
      [{ method: 'cash' }, 'method', PRICE_MESSAGES.method],
    ];
    for (const [change, field, message] of cases) {
      const refused = await admin.post('prices', { ...base, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(422);
      expect(refused.body.fields, JSON.stringify(change)).toContainEqual({ field, message });
    }
    expect(await count()).toBe(before);
  });

  it('accepts the edges: a courtesy window of 45, 0 access days, a New Entry with only an ISBN, a free first payment with a second one', async () => {
    for (const change of [{ courtesy_window: 45, exrollment_days: 0 }, { method: 'new_entry', amount: 0, isbn: '9780000000002' }, { amount: 0, second_amount: 2500 }]) {
      expect((await admin.post('prices', { ...base, ...change })).status, JSON.stringify(change)).toBe(200);
    }
  });
});

describe('show_modal (part 3 §5, §6)', () => {
  it('is set only by a provider-level administrator, and only above 0', async () => {
    const before = await count();
    const refused = await admin.post('prices', { ...base, show_modal: 2 });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ errno: 'access-denied', error: PRICE_MESSAGES.providerOnly });
    expect((await provider.post('prices', { ...base, show_modal: 0 })).body.fields).toEqual([{ field: 'show_modal', message: PRICE_MESSAGES.showModal }]);
    expect(await count()).toBe(before);
    const made = await provider.post('prices', { ...base, show_modal: 2 });
    expect(made.body.price.show_modal).toBe(2);
    // Another administrator may change the rest, never show_modal.
    const id = made.body.price._id as string;
    expect((await admin.put(`prices/${id}`, { ...base, title: 'Renamed', show_modal: 2 })).body.price.title).toBe('Renamed');
    expect((await admin.put(`prices/${id}`, { ...base, show_modal: null })).status).toBe(403);
    expect((await admin.get('prices')).body.prices.find((price: { _id: string }) => price._id === id)).toMatchObject({ title: 'Renamed', show_modal: 2 });
  });
});

describe('PUT prices/{priceId}', () => {
  it('changes a price under the same rules, and answers no-price for an unknown one', async () => {
    const id = (await admin.post('prices', base)).body.price._id as string;
    expect((await admin.put(`prices/${id}`, { ...base, amount: 5999 })).body.price.amount).toBe(5999);
    expect((await admin.put(`prices/${id}`, { ...base, method: 'credit_card_only', amount: 0, second_amount: 10 })).status).toBe(422);
    expect((await admin.get('prices')).body.prices.find((price: { _id: string }) => price._id === id).amount).toBe(5999);
    expect((await admin.put(`prices/${'f'.repeat(24)}`, base)).body).toEqual({ errno: 'no-price', error: 'No such price.' });
  });

  it('writes each creation and change to the audit log with the price before and after; a refused change writes nothing', async () => {
    const id = (await admin.post('prices', { ...base, amount: 1200 })).body.price._id as string;
    tk.clock.advance(1000);
    await admin.put(`prices/${id}`, { ...base, amount: 1500 });
    tk.clock.advance(1000);
    expect((await admin.put(`prices/${id}`, { ...base, method: 'credit_card_only', amount: 0, second_amount: 10 })).status).toBe(422);
    const entries = await tk.kernel.resolve(coreServices.auditLog).list({ subjectId: id, limit: 50 });
    expect(entries.map((e) => [e.action, e.subjectType, (e.before as { amount: number } | null)?.amount ?? null, (e.after as { amount: number }).amount])).toEqual([
      ['prices.update', 'price', 1200, 1500],
      ['prices.create', 'price', null, 1200],
    ]);
  });
});

describe('GET classes', () => {
  it('lists the courses that ask a payment, by title; not free ones, not archived ones', async () => {
    const teacher = await tk.createUser('instructor');
    const paid = (await tk.createCourse({ title: 'Zoology', instructor: teacher, settings: { payment: { amount: 1500 } } })).courseId;
    const free = (await tk.createCourse({ title: 'Yoga', instructor: teacher, settings: { payment: { amount: 1500 }, is_free: true } })).courseId;
    const unpriced = (await tk.createCourse({ title: 'Xylophone', instructor: teacher })).courseId;
    const archived = (await tk.createCourse({ title: 'Weaving', instructor: teacher, settings: { payment: { amount: 900 } } })).courseId;
    expect((await admin.put(`courses/${archived}/archive`, { archived: true })).status).toBe(200);
    const answer = await levelZero.get('classes');
    expect(answer.status).toBe(200);
    const ids = answer.body.classes.map((row: { _id: string }) => row._id);
    expect(answer.body.classes).toContainEqual({ _id: paid, title: 'Zoology', amount: 1500 });
    expect(ids).toContain(courseId);
    expect([free, unpriced, archived].filter((id) => ids.includes(id))).toEqual([]);
    const titles = answer.body.classes.map((row: { title: string }) => row.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
  });
});

describe('POST special_bundle_action', () => {
  it("shows or hides all of a bundle's courses, and gives it a price's amount that new codes record", async () => {
    expect((await admin.post('special_bundle_action', { bundle: bundleId, action: 'display_all' })).body.bundle.display_all).toBe(true);
    expect((await admin.post('special_bundle_action', { bundle: bundleId, action: 'hide_all' })).body.bundle.display_all).toBe(false);
    const price = (await admin.post('prices', { ...base, amount: 3333 })).body.price._id as string;
    expect((await admin.post('special_bundle_action', { bundle: bundleId, action: 'apply_price', price })).body.bundle.amount).toBe(3333);
    const [code] = (await admin.post('generate', { target: bundleId, count: 1 })).body.codes;
    expect((await admin.get(`code_lookup/${code}`)).body.code.amount).toBe(3333);
  });

  it('refuses an unknown bundle, price or action', async () => {
    expect((await admin.post('special_bundle_action', { bundle: 'f'.repeat(24), action: 'display_all' })).body.errno).toBe('no-bundle');
    expect((await admin.post('special_bundle_action', { bundle: bundleId, action: 'apply_price' })).body.errno).toBe('no-price');
    expect((await admin.post('special_bundle_action', { bundle: bundleId, action: 'explode' })).status).toBe(422);
  });

  it('writes each action and each code generation to the audit log; a refused one writes nothing', async () => {
    const log = tk.kernel.resolve(coreServices.auditLog);
    const before = (await log.list({ subjectId: bundleId, limit: 50 })).length;
    tk.clock.advance(1000);
    await admin.post('special_bundle_action', { bundle: bundleId, action: 'display_all' });
    tk.clock.advance(1000);
    expect((await admin.post('special_bundle_action', { bundle: bundleId, action: 'apply_price', price: 'f'.repeat(24) })).status).toBe(404);
    tk.clock.advance(1000);
    await admin.post('generate', { target: bundleId, count: 3 });
    const entries = (await log.list({ subjectId: bundleId, limit: 50 })).slice(0, -before || undefined);
    expect(entries.map((e) => [e.action, e.subjectType, e.after])).toEqual([
      ['codes.generate', 'code_target', { amount: expect.any(Number), count: 3 }],
      ['bundles.display_all', 'bundle', expect.objectContaining({ _id: bundleId, display_all: true })],
    ]);
  });
});

describe('POST apply', () => {
  it("gives a course a price's payment terms: the course then asks that amount and is listed in classes, audited", async () => {
    const teacher = await tk.createUser('instructor');
    const course = (await tk.createCourse({ title: 'Violin', instructor: teacher })).courseId;
    const price = (await admin.post('prices', { ...base, title: 'Violin term', amount: 2500, isbn: '978-1', isbn_number: 'N-1' })).body.price;
    const applied = await levelZero.post('apply', { course_id: course, price: price._id });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const terms = { amount: 2500, second_amount: null, method: 'credit_card_or_code', ISBN: '978-1', isbn_id: price._id, isbn_number: 'N-1', cost: 1000, fee: 150, currency: price.currency, exrollment_days: 120, courtesy_window: 14, show_modal: null };
    expect(applied.body).toEqual({ course_id: course, payment: terms });
    expect((await admin.get('classes')).body.classes).toContainEqual({ _id: course, title: 'Violin', amount: 2500 });
    const student = await tk.createUser('student');
    await enrol(tk, course, student.id);
    expect((await (await tk.loginAs(student)).get(`courses/${course}/`)).body.errno).toBe('payment-required');
    const [entry] = await tk.kernel.resolve(coreServices.auditLog).list({ subjectId: course, limit: 5 });
    expect(entry).toMatchObject({ action: 'prices.apply', subjectType: 'course', before: null, after: { ...terms, price: 'Violin term' } });
  });

  it('refuses an unknown price or course, and malformed ids, writing nothing', async () => {
    const teacher = await tk.createUser('instructor');
    const course = (await tk.createCourse({ title: 'Viola', instructor: teacher, settings: { payment: { amount: 700 } } })).courseId;
    const price = (await admin.post('prices', { ...base, title: 'Other' })).body.price._id as string;
    expect((await admin.post('apply', { course_id: course, price: 'f'.repeat(24) })).body.errno).toBe('no-price');
    expect((await admin.post('apply', { course_id: 'f'.repeat(24), price })).status).toBe(404);
    const malformed = await admin.post('apply', { course_id: 'nope', price });
    expect(malformed.status).toBe(422);
    expect(JSON.stringify(malformed.body)).toContain('Please choose a course.');
    expect((await admin.get('classes')).body.classes).toContainEqual({ _id: course, title: 'Viola', amount: 700 });
    expect(await tk.kernel.resolve(coreServices.auditLog).list({ subjectId: course, limit: 5 })).toEqual([]);
  });
});

describe('rights', () => {
  it('gives students, instructors and visitors nothing', async () => {
    const student = await tk.loginAs(await tk.createUser('student'));
    const teacher = await tk.loginAs(await tk.createUser('instructor'));
    const before = await count();
    const calls: [string, string, object?][] = [
      ['GET', 'prices'],
      ['GET', 'classes'],
      ['POST', 'prices', base],
      ['PUT', `prices/${'f'.repeat(24)}`, base],
      ['POST', 'special_bundle_action', { bundle: bundleId, action: 'display_all' }],
      ['POST', 'apply', { course_id: courseId, price: 'f'.repeat(24) }],
    ];
    for (const [method, path, body] of calls) {
      expect((await student.request(method, path, body)).status, path).toBe(403);
      expect((await teacher.request(method, path, body)).status, path).toBe(403);
      expect((await tk.client().request(method, path, body)).status, path).toBe(401);
    }
    expect(await count()).toBe(before);
  });
});
