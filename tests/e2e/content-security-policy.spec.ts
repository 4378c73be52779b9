import { expect, test } from './fixtures.ts';

/**
 * A violation the page survives still counts: Chrome lists it among the page's issues, and
 * Lighthouse takes Best Practices points for it. Zod's probe for `new Function`, made as the route
 * modules build their schemas, was one on every page React runs.
 */
test('a page React runs breaks no rule of its Content-Security-Policy, in either language', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { violations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  for (const path of ['/trips', '/de/register']) {
    await page.goto(path);
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  }
});
