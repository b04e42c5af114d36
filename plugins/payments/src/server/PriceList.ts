import { LmsError, type AuditLog, type Clock, type CourseAdministration, type CoursePaymentSettings, type IdGenerator, type Knex, type SessionUser } from '@lms/sdk';
import { priceProblems, PRICE_MESSAGES } from '../schemas/priceRules.ts';
import type { Price, PriceBody } from '../schemas/priceTypes.ts';
import { paymentErrors } from './paymentErrors.ts';

interface PriceRow {
  id: string;
  title: string;
  method: string;
  amount: number;
  second_amount: number | null;
  isbn: string | null;
  isbn_number: string | null;
  cost: number | null;
  fee: number | null;
  currency: string;
  exrollment_days: number | null;
  courtesy_window: number | null;
  show_modal: number | null;
}

const TABLE = 'payments_prices';
/** Part 3 §6: a provider-level admin (accountType Junction) may also set show_modal. */
const PROVIDER_ACCOUNT = 'Junction';

const trimmed = (text: string | null) => (text && text.trim() ? text.trim() : null);

/** The administration's price list (part 3 §3 Price, §5 rules); each change is audited (`prices.create`, `prices.update`) in its transaction. */
export class PriceList {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly currency: string,
    private readonly audit: AuditLog,
    private readonly courses: CourseAdministration,
  ) {}

  async list(): Promise<Price[]> {
    return ((await this.db(TABLE).orderBy(['title', 'id'])) as PriceRow[]).map(toPrice);
  }

  async find(id: string, trx: Knex = this.db): Promise<Price | null> {
    const row = (await trx(TABLE).where({ id }).first()) as PriceRow | undefined;
    return row ? toPrice(row) : null;
  }

  async create(body: PriceBody, user: SessionUser): Promise<Price> {
    this.check(body, user, null);
    const now = this.clock.now();
    const id = this.ids.newId();
    return this.db.transaction(async (trx) => {
      await trx(TABLE).insert({ id, ...columns(body), currency: this.currency, created_at: now, updated_at: now });
      const price = (await this.find(id, trx))!;
      await this.audit.record({ actorId: user.id, action: 'prices.create', subjectType: 'price', subjectId: id, before: null, after: price }, trx);
      return price;
    });
  }

  async update(id: string, body: PriceBody, user: SessionUser): Promise<Price> {
    return this.db.transaction(async (trx) => {
      const row = (await trx(TABLE).where({ id }).forUpdate().first()) as PriceRow | undefined;
      if (!row) throw paymentErrors.noPrice();
      this.check(body, user, row.show_modal);
      const before = toPrice(row);
      await trx(TABLE).where({ id }).update({ ...columns(body), updated_at: this.clock.now() });
      const price = (await this.find(id, trx))!;
      await this.audit.record({ actorId: user.id, action: 'prices.update', subjectType: 'price', subjectId: id, before, after: price }, trx);
      return price;
    });
  }

  /** POST apply: the course takes the price's terms; the write and its audit entry (`prices.apply`, the course's settings before and after) in one transaction. */
  async applyToCourse(priceId: string, courseId: string, user: SessionUser): Promise<CoursePaymentSettings> {
    return this.db.transaction(async (trx) => {
      const price = await this.find(priceId, trx);
      if (!price) throw paymentErrors.noPrice();
      const change = await this.courses.setPayment(courseId, coursePayment(price), trx);
      await this.audit.record({ actorId: user.id, action: 'prices.apply', subjectType: 'course', subjectId: courseId, before: change.before, after: { ...change.after, price: price.title } }, trx);
      return change.after;
    });
  }

  /** The rules first (422 with every failing field), then show_modal's right: only a provider-level admin may give or change it. */
  private check(body: PriceBody, user: SessionUser, storedShowModal: number | null): void {
    const problems = priceProblems({ ...body, isbn: trimmed(body.isbn), isbn_number: trimmed(body.isbn_number) });
    if (problems.length) throw LmsError.validation(problems);
    if (body.show_modal !== storedShowModal && user.accountType !== PROVIDER_ACCOUNT) throw new LmsError('access-denied', PRICE_MESSAGES.providerOnly);
  }
}

function columns(body: PriceBody) {
  return {
    title: body.title.trim(),
    method: body.method,
    amount: body.amount,
    second_amount: body.second_amount,
    isbn: trimmed(body.isbn),
    isbn_number: trimmed(body.isbn_number),
    cost: body.cost,
    fee: body.fee,
    exrollment_days: body.exrollment_days,
    courtesy_window: body.courtesy_window,
    show_modal: body.show_modal,
  };
}

/** Part 1 §3 Course payment settings from a price: its terms, and its id as the settings' isbn_id. */
function coursePayment(price: Price): CoursePaymentSettings {
  const { _id, title: _title, ...terms } = price;
  return { ...terms, isbn_id: _id };
}

function toPrice(row: PriceRow): Price {
  return {
    _id: row.id,
    title: row.title,
    method: row.method,
    amount: row.amount,
    second_amount: row.second_amount,
    ISBN: row.isbn,
    isbn_number: row.isbn_number,
    cost: row.cost,
    fee: row.fee,
    currency: row.currency,
    exrollment_days: row.exrollment_days,
    courtesy_window: row.courtesy_window,
    show_modal: row.show_modal,
  };
}
