import type { Site } from '#tests/setup/accounts.ts';
import { createTrip } from './site.ts';

/**
 * Creates trips from `workers` concurrent writers until `stop()`, which lets the writes in flight
 * end. `acknowledged` holds every trip the server answered 201 for (id to title); a write that got
 * no response (the process died under it) is only counted, and one answered with another status is
 * kept in `refused`.
 */
export function writeBurst(site: Site, cookie: string, round: number, workers: number) {
  const acknowledged = new Map<string, string>();
  const refused: number[] = [];
  let unanswered = 0;
  let sent = 0;
  let stopped = false;
  const writer = async () => {
    while (!stopped) {
      const title = `Round ${round} write ${++sent}`;
      try {
        const result = await createTrip(site, cookie, title);
        if (typeof result === 'string') acknowledged.set(result, title);
        else refused.push(result);
      } catch {
        unanswered++;
      }
    }
  };
  const done = Promise.all(Array.from({ length: workers }, writer));
  return {
    acknowledged,
    refused,
    /** Waits until `count` writes were acknowledged. */
    async acknowledgedAtLeast(count: number) {
      while (acknowledged.size < count) await new Promise((resolve) => setTimeout(resolve, 2));
    },
    async stop() {
      stopped = true;
      await done;
      return { acknowledged, refused, unanswered, sent };
    },
  };
}
