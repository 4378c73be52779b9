import { expect, type Page } from './fixtures.ts';

const runs = new WeakMap<Page, string[]>();

/**
 * Makes `page` note every payload of the XSS corpus that runs in it: the `__xss` function they
 * call and the dialogs they open. Call it before the page's first visit.
 */
export async function watch(page: Page): Promise<Page> {
  const ran: string[] = [];
  runs.set(page, ran);
  await page.exposeFunction('__xss', (id: unknown) => {
    ran.push(`payload ${id} ran on ${page.url()}`);
  });
  page.on('dialog', (dialog) => {
    if (dialog.type() !== 'beforeunload') ran.push(`payload ${dialog.message()} opened a dialog on ${page.url()}`);
    void dialog.dismiss();
  });
  return page;
}

/**
 * What only a payload turned into markup can have made: an event handler, a script address, a
 * frame's own document or a refresh holding its call, or a script that is nothing but its call.
 * Payloads kept as text (in `alt`, `title`, a field's `value`, a link's query) are fine. Runs in
 * the page, so it uses nothing from outside.
 */
function injectedMarkup(): string[] {
  const call = /__xss|alert\(|confirm\(|prompt\(/i;
  const urlAttribute = /^(href|src|action|formaction|poster|data|background|xlink:href)$/;
  // Browsers ignore tabs, line breaks and leading control characters in a scheme.
  const scriptUrl = (value: string) =>
    /^(javascript|vbscript):/i.test([...value].filter((char) => char > ' ').join(''));
  const found: string[] = [];
  for (const element of document.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      const refresh = name === 'content' && element.localName === 'meta' && element.hasAttribute('http-equiv');
      const runs =
        name.startsWith('on') || name === 'srcdoc' || refresh || (urlAttribute.test(name) && scriptUrl(value));
      if (runs && call.test(value)) found.push(`<${element.localName} ${name}="${value}">`);
    }
    if (element.localName === 'script' && /^\s*(parent\.)?__xss\(/.test(element.textContent ?? '')) {
      found.push(element.outerHTML);
    }
  }
  return found;
}

/** What of the corpus ran in `page` since the last look, and what of it is markup there now. */
export async function findings(page: Page): Promise<string[]> {
  const markup = await page.evaluate(injectedMarkup);
  return [...(runs.get(page)?.splice(0) ?? []), ...markup];
}

/**
 * Expects that nothing of the corpus ran in `page` since the last check and that none of it is
 * markup now. Soft, so that one run lists every page and payload that got through.
 */
export async function expectInert(page: Page) {
  expect.soft(await findings(page), `payloads that ran or became markup on ${page.url()}`).toEqual([]);
}

/** Opens `path` as a reader would, lets its scripts do their work, then expects it inert. */
export async function visit(page: Page, path: string, status = 200) {
  // Pictures are not waited for: a payload that became markup is found in the document either way.
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), path).toBe(status);
  await settled(page);
  await expectInert(page);
}

/**
 * Waits until React has taken over where the page has React, and a frame and a task more, for
 * what a payload would do by itself (a `<details>`' toggle, an autofocus).
 */
export async function settled(page: Page) {
  await page.waitForFunction(() => !('__reactRouterContext' in window) || '__reactRouterDataRouter' in window);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Expects each of `texts` in what `page` shows, as text (its case aside: some labels are upper case). */
export async function expectShown(page: Page, texts: readonly string[]) {
  // biome-ignore lint/performance/useDomNodeTextContent: what the page shows, not what its hidden parts hold
  const shown = spaced(await page.locator('body').innerText());
  const missing = texts.filter((text) => !shown.includes(spaced(text)));
  expect.soft(missing, `texts not shown on ${page.url()}`).toEqual([]);
}
