import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database, migrationsFolder } from '#server/db/client.ts';
import { commentNotice, trip, user } from '#server/db/schema/index.ts';
import { commentMailInterval, deliverCommentMails } from '#server/features/comments/comment-mails.ts';
import { deliverNewsletter } from '#server/features/newsletter-issues/newsletter-delivery.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { cookieOf, outbox, testPassword, unfold, verifiedUser } from '#tests/setup/accounts.ts';
import { adminQuery } from '#tests/setup/admin-query.ts';
import { setSubscribed } from '#tests/setup/newsletter.ts';
import { s3Credentials, startS3Server } from '#tests/setup/s3-server.ts';
import { secondInstance } from '#tests/setup/second-instance.ts';
import { createDemoApp, newestPublished, type TestApp } from '#tests/setup/test-app.ts';

/**
 * Two server instances as a site run by several processes has them: one database (on PostgreSQL each
 * copy with a pool of its own), one S3 bucket, the same AUTH_SECRET, and a data folder, an outbox
 * and in-process caches each. On the embedded database the instances share its one connection, so
 * there these tests show that nothing the instances must agree on lives in an instance's memory.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  const production = {
    TRUST_PROXY: '1',
    ADMIN_EMAILS: 'boss@example.org',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3Credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3Credentials.secretAccessKey,
  };
  a = await createDemoApp(production);
  b = await secondInstance(a, production);
});
afterAll(async () => {
  await b?.dispose();
  await a?.dispose();
  await s3?.stop();
});

const json = (t: TestApp, path: string, init: { method?: string; cookie?: string; ip?: string; body?: unknown }) =>
  t.request(path, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      origin: t.env.PUBLIC_URL,
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.ip ? { 'x-forwarded-for': init.ip } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

let lastIp = 0;
const newIp = () => `198.51.100.${++lastIp}`;
const signIn = (t: TestApp, email: string, password: string, ip = newIp()) =>
  json(t, '/api/auth/sign-in/email', { method: 'POST', ip, body: { email, password } });

/** Every mail both instances wrote, quoted-printable undone. */
const mails = () => [...outbox(a), ...outbox(b)].map(unfold);

describe('two server instances on one database', () => {
  it('accept each other’s sessions, and a sign-out on one ends the session on both', async () => {
    await verifiedUser(a, 'ana@example.org', 'Ana');
    const signedIn = await signIn(a, 'ana@example.org', testPassword);
    expect(signedIn.status).toBe(200);
    const cookie = cookieOf(signedIn);
    const settings = await json(b, '/api/user/settings', { cookie });
    expect(settings.status).toBe(200);
    expect((await json(b, '/api/auth/sign-out', { method: 'POST', cookie, body: {} })).status).toBe(200);
    expect((await json(a, '/api/user/settings', { cookie })).status).toBe(401);
  });

  it('count sign-in throttles together, per client address and per account', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++)
      expect((await signIn(a, `nobody${i}@example.org`, 'a wrong guess', ip)).status).toBe(401);
    expect((await signIn(b, 'nobody@example.org', 'a wrong guess', ip)).status).toBe(429);
    expect((await signIn(b, 'nobody@example.org', 'a wrong guess')).status).toBe(401);

    await verifiedUser(a, 'attacked@example.org');
    for (let i = 0; i < 10; i++) expect((await signIn(a, 'attacked@example.org', `guess ${i}`)).status).toBe(401);
    expect((await signIn(b, 'attacked@example.org', testPassword)).status).toBe(429);
  });

  it('mail every notice of a comment exactly once while both run their senders at once', async () => {
    const owners = ['olga', 'omar', 'otto'];
    const trips = await newestPublished(a, owners.length);
    for (const [i, name] of owners.entries()) {
      await verifiedUser(a, `${name}@example.org`, name);
      const [owner] = await a.database.db
        .select({ id: user.id })
        .from(user)
        .where(eq(user.email, `${name}@example.org`));
      await a.database.db
        .update(trip)
        .set({ authorId: owner?.id ?? '' })
        .where(eq(trip.id, trips[i]?.id ?? ''));
    }
    const writers = [
      await verifiedUser(a, 'wanda@example.org', 'Wanda'),
      await verifiedUser(b, 'walt@example.org', 'Walt'),
    ];
    /** Every writer comments on every trip, through both instances at once; each comment's door sends what is due at once. */
    const comment = (round: number) =>
      Promise.all(
        trips.flatMap((target, t) =>
          writers.map((cookie, w) =>
            json(w === 0 ? a : b, '/api/comment/', {
              method: 'POST',
              cookie,
              body: { commentOn: target.id, body: `Round ${round} comment ${w} on trip ${t}` },
            }).then((response) => expect(response.status).toBe(200)),
          ),
        ),
      );
    /** A minute of both instances' senders, three times over, at `hours` after now. */
    const send = async (hours: number) => {
      const now = new Date(Date.now() + hours * commentMailInterval);
      for (let i = 0; i < 3; i++) {
        await Promise.all([a, b].map((t) => deliverCommentMails(t.database.db, createMailer(t.env), t.env, { now })));
      }
    };
    await comment(1);
    await comment(2);
    await send(1.02);
    await comment(3);
    await send(2.04);

    const [waiting] = await a.database.db
      .select({ n: count() })
      .from(commentNotice)
      .where(isNull(commentNotice.sentAt));
    expect(waiting?.n).toBe(0);
    for (const [t, name] of owners.entries()) {
      const theirs = mails().filter((mail) => mail.includes(`To: ${name}@example.org`));
      for (const round of [1, 2, 3]) {
        for (const w of [0, 1]) {
          const text = `Round ${round} comment ${w} on trip ${t}`;
          expect(
            theirs.filter((mail) => mail.includes(text)),
            text,
          ).toHaveLength(1);
        }
      }
    }
  });

  it('send every newsletter mail exactly once, sharing the rate, while both deliver at once', async () => {
    const boss = await verifiedUser(a, 'boss@example.org', 'Boss');
    const readers = Array.from({ length: 30 }, (_, i) => `reader${i}@example.org`);
    for (const email of readers) await setSubscribed(a, email, true);
    const composed = await json(a, '/api/admin/newsletter/issues', {
      method: 'POST',
      cookie: boss,
      body: { locale: 'en', subject: 'Once each', intro: 'Hello from both instances.' },
    });
    expect(composed.status).toBe(201);
    const issue = (await composed.json()) as { _id: string; version: string };
    const sending = await json(b, `/api/admin/newsletter/issues/${issue._id}/send`, {
      method: 'POST',
      cookie: boss,
      body: { version: issue.version },
    });
    expect(sending.status).toBe(200);

    // Minutes of the test's own clock: each instance's interval runs one round a minute, at this rate.
    const budget = 12;
    const start = Date.UTC(2031, 0, 1, 9, 0, 0);
    const perMinute: number[] = [];
    for (let minute = 0; minute < 4; minute++) {
      const now = new Date(start + minute * 60_000);
      const sent = await Promise.all(
        [a, b].map((t) => deliverNewsletter(t.database.db, createMailer(t.env), t.env, { now, budget })),
      );
      perMinute.push(sent.reduce((sum, n) => sum + n, 0));
    }
    expect(perMinute).toEqual([12, 12, 6, 0]);
    const received = mails()
      .filter((mail) => mail.includes(`/newsletter/${issue._id}`))
      .map((mail) => /^To: (\S+)$/m.exec(mail)?.[1]);
    expect(received.sort()).toEqual([...readers].sort());
    const done = await (await json(b, `/api/admin/newsletter/issues/${issue._id}`, { cookie: boss })).json();
    expect([done.status, done.counts]).toEqual(['sent', { sent: 30, waiting: 0, interrupted: 0 }]);
  });

  it('serve a picture uploaded through one instance from the other, from S3', async () => {
    const cookie = await verifiedUser(a, 'pia@example.org', 'Pia');
    const body = new FormData();
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0ea5e9' } })
      .jpeg()
      .toBuffer();
    body.set('photo', new Blob([jpeg]), 'holiday.jpg');
    const uploaded = await a.request('/api/user/profile/photo', { method: 'POST', body, headers: { cookie } });
    expect(uploaded.status).toBe(200);
    const { photo } = (await uploaded.json()) as { photo: string };

    const served = await b.request(`/media/avatar-md/${photo}.webp`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('immutable');
    const bytes = new Uint8Array(await served.arrayBuffer());
    const image = await sharp(bytes).metadata();
    expect([image.format, image.width, image.height]).toEqual(['webp', 150, 150]);
    // The preset the second instance made is in the bucket, and the first serves it from there.
    const again = await a.request(`/media/avatar-md/${photo}.webp`);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(bytes);
    for (const t of [a, b]) {
      const files = readdirSync(t.env.DATA_DIR, { recursive: true }).map(String);
      expect(files.filter((file) => file.includes(photo))).toEqual([]);
    }
  });
});

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

/** How often each migration is recorded as applied (drizzle's own table). */
async function appliedMigrations(database: Database) {
  const { rows } = await database.db.execute<{ times: number }>(
    sql`SELECT count(*)::int AS times FROM drizzle.__drizzle_migrations GROUP BY hash`,
  );
  return rows.map((row) => row.times);
}

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  describe('migrations on PostgreSQL', () => {
    it('succeed on every one of four copies starting at once on an empty database, and apply each migration once', async () => {
      const name = `itinera_test_migrations_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const copies = Array.from({ length: 4 }, () =>
        createDb({ DATABASE_URL: url.toString(), DATA_DIR: '/nonexistent' }),
      );
      try {
        const outcomes = await Promise.allSettled(copies.map((copy) => copy.migrate()));
        expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(4).fill('fulfilled'));
        const [first] = copies as [Database];
        expect(await appliedMigrations(first)).toEqual(journal.entries.map(() => 1));
        const [trips] = await first.db.select({ n: count() }).from(trip);
        expect(trips?.n).toBe(0);
      } finally {
        await Promise.all(copies.map((copy) => copy.close()));
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    });
  });
} else {
  describe('migrations on the embedded database', () => {
    // One process owns an embedded database (docs/operations.md): copies never start on it at
    // once, but every restart migrates again.
    it('apply each migration once to a new database, however often the server starts on it', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'itinera-data-'));
      for (let start = 0; start < 3; start++) {
        const database = createDb({ DATA_DIR: dataDir });
        try {
          await database.migrate();
          expect(await appliedMigrations(database)).toEqual(journal.entries.map(() => 1));
        } finally {
          await database.close();
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
      // Three starts of a new embedded database: 14 s alone, more than twice that beside the browser tests.
    }, 120_000);
  });
}
