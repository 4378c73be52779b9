import type { RouterContextProvider } from 'react-router';
import { withoutReact } from '#app/lib/static-page.server.ts';
import { type Locale, localeFromPath } from '#domain/locale.ts';
import de from '#locales/de/pages.json' with { type: 'json' };
import en from '#locales/en/pages.json' with { type: 'json' };
import { getT } from '#locales/i18n.ts';
import { sessionUser } from '#server/auth/session.ts';
import { type Env, operatorDefaults } from '#server/env.ts';
import { isAdmin } from '#server/policies/user.ts';
import { requestContext } from '#server/request-context.ts';
import type { ForwardingTarget } from './forwarding-target.ts';
import { parseRichText } from './rich-text.ts';
import type {
  CallToAction,
  ContactContent,
  FaqContent,
  ForwardingContent,
  OperatorInfo,
  StaticPageContent,
} from './types.ts';

/*
 * The long page texts live only here, on the server: each loader returns one page in one
 * language, so the browser bundle never carries the catalogs. Typing `de` as the shape of `en`
 * makes a missing German key a compile error as well as a test failure.
 */
const catalogs: Record<Locale, typeof en> = { en, de };

type LoaderArgs = { request: Request; context: Readonly<RouterContextProvider> };

type PageMeta = { title: string; description: string };

type RawStaticPage = {
  meta: PageMeta;
  title: string;
  intro: string;
  updated?: string;
  toc?: string;
  sections: Record<string, { heading: string; body: string }>;
};

export type StaticPageName = 'about' | 'imprint' | 'privacy' | 'terms' | 'shareInfo';

function requestInfo({ request, context }: LoaderArgs) {
  const url = new URL(request.url);
  return { url, locale: localeFromPath(url.pathname), env: context.get(requestContext).env };
}

/** Values the catalogs may use as `{{name}}`. */
function operatorValues(env: Env): Record<string, string> {
  return { operatorName: env.OPERATOR_NAME, operatorEmail: env.OPERATOR_EMAIL };
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => values[name] ?? match);
}

function metaFor(locale: Locale, meta: PageMeta): PageMeta {
  return { title: getT(locale)('meta.titleTemplate', { page: meta.title }), description: meta.description };
}

function operatorInfo(env: Env, locale: Locale): OperatorInfo {
  return {
    name: env.OPERATOR_NAME,
    email: env.OPERATOR_EMAIL,
    phone: env.OPERATOR_PHONE ?? null,
    // One line per part; operators may write real newlines or a literal "\n" in the variable.
    addressLines: env.OPERATOR_ADDRESS.split(/\r?\n|\\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    labels: catalogs[locale].operator,
  };
}

function staticPage(raw: RawStaticPage, values: Record<string, string>): StaticPageContent {
  return {
    title: raw.title,
    intro: parseRichText(raw.intro, values),
    updated: raw.updated ?? null,
    toc: raw.toc ?? null,
    sections: Object.entries(raw.sections).map(([id, section]) => ({
      id,
      heading: section.heading,
      body: parseRichText(section.body, values),
    })),
  };
}

/** About, imprint, privacy, terms and share-info: a title, an intro and sections. */
export function loadStaticPage(name: StaticPageName, args: LoaderArgs) {
  const { locale, env } = requestInfo(args);
  const raw: RawStaticPage = catalogs[locale][name];
  return {
    ...withoutReact(),
    meta: metaFor(locale, raw.meta),
    page: staticPage(raw, operatorValues(env)),
    operator: operatorInfo(env, locale),
  };
}

/** The settings an imprint needs that still hold nothing or the project's own details. */
function unsetOperatorSettings(env: Env): string[] {
  const unset = [
    env.OPERATOR_NAME === operatorDefaults.OPERATOR_NAME && 'OPERATOR_NAME',
    env.OPERATOR_ADDRESS === '' && 'OPERATOR_ADDRESS',
    env.OPERATOR_EMAIL === operatorDefaults.OPERATOR_EMAIL && 'OPERATOR_EMAIL',
  ];
  return unset.filter((name) => name !== false);
}

/**
 * Imprint and privacy: a static page whose operator's details an admin is told how to fill while
 * they are unset. Visitors never get the note; the page cache keeps only their copy (ADR 0007).
 */
export async function loadOperatorPage(name: 'imprint' | 'privacy', args: LoaderArgs) {
  const { locale, env } = requestInfo(args);
  const unset = unsetOperatorSettings(env);
  const admin =
    unset.length > 0 && isAdmin(await sessionUser(args.context.get(requestContext).auth, args.request.headers), env);
  const note = admin ? fill(catalogs[locale].operator.unsetNote, { settings: unset.join(', ') }) : null;
  return { ...loadStaticPage(name, args), settingsNote: note };
}

export function loadShareInfo(args: LoaderArgs) {
  const { locale } = requestInfo(args);
  return { ...loadStaticPage('shareInfo', args), cta: catalogs[locale].shareInfo.cta satisfies CallToAction };
}

export function loadHome(args: LoaderArgs) {
  const { locale } = requestInfo(args);
  const t = getT(locale);
  const { hero, themes, steps, community, cta } = catalogs[locale].home;
  const list = <T>(items: Record<string, T>) => Object.entries(items).map(([id, item]) => ({ id, ...item }));
  return {
    meta: { title: t('meta.defaultTitle'), description: t('meta.defaultDescription') },
    content: {
      hero,
      themes: { ...themes, items: list(themes.items) },
      steps: { ...steps, items: list(steps.items) },
      community,
      cta,
    },
  };
}

export function loadFaq(args: LoaderArgs): { meta: PageMeta; page: FaqContent; staticScript: string } {
  const { locale, env } = requestInfo(args);
  const faq = catalogs[locale].faq;
  const values = operatorValues(env);
  return {
    ...withoutReact(),
    meta: metaFor(locale, faq.meta),
    page: {
      title: faq.title,
      intro: parseRichText(faq.intro, values),
      groups: Object.entries(faq.groups).map(([id, group]) => ({
        id,
        heading: group.heading,
        questions: Object.entries(group.questions as Record<string, { question: string; answer: string }>).map(
          ([questionId, { question, answer }]) => ({ id: questionId, question, answer: parseRichText(answer, values) }),
        ),
      })),
      more: { heading: faq.more.heading, body: parseRichText(faq.more.body, values) },
    },
  };
}

export function loadContact(args: LoaderArgs): {
  meta: PageMeta;
  page: ContactContent;
  operator: OperatorInfo;
  staticScript: string;
} {
  const { url, locale, env } = requestInfo(args);
  const contact = catalogs[locale].contact;
  const values = operatorValues(env);
  const topics = Object.entries(contact.topics).map(([id, topic]) => ({
    id,
    heading: topic.heading,
    body: parseRichText(topic.body, values),
    subject: topic.subject,
  }));
  const asked = url.searchParams.get('topic');
  const selected = topics.some((topic) => topic.id === asked) ? asked : null;
  return {
    ...withoutReact(),
    meta: metaFor(locale, contact.meta),
    page: {
      title: contact.title,
      intro: parseRichText(contact.intro, values),
      detailsHeading: contact.detailsHeading,
      responseTime: contact.responseTime,
      topicsHeading: contact.topicsHeading,
      selectedLabel: contact.selectedLabel,
      writeLabel: contact.writeLabel,
      selected,
      // The topic a link asked for comes first, so it is what the visitor sees without scrolling.
      topics: selected
        ? [...topics.filter((t) => t.id === selected), ...topics.filter((t) => t.id !== selected)]
        : topics,
    },
    operator: operatorInfo(env, locale),
  };
}

export function loadForwarding(args: LoaderArgs, target: ForwardingTarget | null) {
  const { locale } = requestInfo(args);
  const { meta, continue: continueTemplate, ...texts } = catalogs[locale].forwarding;
  const content: ForwardingContent = {
    ...texts,
    continueLabel: target ? fill(continueTemplate, { host: target.host }) : '',
  };
  // An invalid link gets its own title, so the tab and history say what went wrong.
  const title = target ? meta.title : texts.invalidTitle;
  return { meta: metaFor(locale, { ...meta, title }), content, target };
}
