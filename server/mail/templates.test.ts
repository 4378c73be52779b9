import { describe, expect, it } from 'vitest';
import { plainNamePattern } from '#domain/schemas/person-name.ts';
import { actionMail, commentsMail, contactMail } from './templates.ts';

/** A name stored before the name rule: a line break and a right-to-left override in it. */
const stored = 'Mallory\r\nBcc: all@example.org \u202Etxt.exe\u200B';
const shown = 'MalloryBcc: all@example.org txt.exe';
const trip = { trip: 'Alps by train', url: 'https://x.test/trips/alps', unsubscribe: 'https://x.test/u' };

describe('a person’s name in a mail', () => {
  it('reaches the subject, the Reply-To and the text without what the name rule refuses', () => {
    const comment = commentsMail('en', { email: 'jana@example.org', name: stored }, trip, [
      { kind: 'comment', name: stored, body: 'Lovely!' },
    ]);
    const contact = contactMail('en', 'team@example.org', {
      name: stored,
      email: 'mallory@example.org',
      topic: 'general',
      message: 'Hello there, team!',
    });
    const action = actionMail('verifyEmail', 'de', { email: 'jana@example.org', name: stored }, 'https://x.test/v');
    for (const mail of [comment, contact, action]) {
      expect(mail.subject).toMatch(plainNamePattern);
      expect(mail.text.split('\n').every((line) => plainNamePattern.test(line))).toBe(true);
      expect(mail.html).not.toContain('\u202E');
    }
    expect(comment.subject).toContain(shown);
    expect(comment.text).toContain(`Hello ${shown}`);
    expect(contact.replyTo).toEqual({ name: shown, address: 'mallory@example.org' });
    expect(contact.subject).toContain(shown);
  });

  it('greets someone whose name was nothing but such characters as a traveller', () => {
    const mail = actionMail('verifyEmail', 'en', { email: 'x@example.org', name: '\u202E\u200B' }, 'https://x.test/v');
    expect(mail.text).toMatch(/^Hello Traveller,/);
  });
});
