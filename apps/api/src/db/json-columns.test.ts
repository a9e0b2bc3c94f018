import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgUnavailable, testDatabase } from '../../test/helper.js';
import { fromJson, jsonColumns } from './query.js';
import { ticketSales } from './schema/index.js';

describe.skipIf(pgUnavailable())('jsonColumns: some columns of a row as one JSON value, and back', () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  let id: number;
  const eventAt = new Date('2027-01-02T11:30:00Z');
  beforeAll(async () => {
    database = await testDatabase();
    const [row] = await database.db
      .insert(ticketSales)
      .values({
        titleZh: '荔镜记',
        titleEn: 'The Lychee Mirror',
        descriptionZh: '长'.repeat(5000),
        descriptionEn: 'long '.repeat(2000),
        venueZh: '剧院',
        venueEn: 'Theatre',
        poster: '/p.webp',
        eventAt,
        validUntil: eventAt,
        saleStartAt: eventAt,
        saleEndAt: eventAt,
        priceCents: 1000,
        totalSeats: 10,
        remaining: 10,
      })
      .returning({ id: ticketSales.id });
    id = row!.id;
  });
  afterAll(() => database?.drop());

  it('reads only the named columns, each mapped as drizzle maps it (a timestamp as a Date)', async () => {
    const part = jsonColumns(ticketSales, ['id', 'titleEn', 'eventAt']);
    const result = (await database.db.execute(
      sql`select (select ${part.json} from ${ticketSales} x where x.id = ${id}) as v`,
    )) as unknown as { rows: { v: Record<string, unknown> | string }[] };
    const json = fromJson(result.rows[0]!.v);
    // The statement sends the three columns only: not the long descriptions.
    expect(Object.keys(json).sort()).toEqual(['event_at', 'id', 'title_en']);
    const back = part.read(json);
    expect(back).toEqual({ id, titleEn: 'The Lychee Mirror', eventAt });
    expect(back.eventAt).toBeInstanceOf(Date);
  });

  it('refuses a column the table does not have, when the statement is built', () => {
    expect(() => jsonColumns(ticketSales, ['id', 'nope' as 'id'])).toThrow(/unknown columns of ticket_sales/);
  });
});
