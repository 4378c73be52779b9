import { mediaLimits } from './media.ts';

/**
 * How large a request body may be (ADR 0028), a larger one gets 413 before it is read; and how
 * deeply a JSON one may nest (ADR 0058).
 */
export const requestLimits = {
  /**
   * Any JSON body of /api and /api/auth. The largest are the trip document and the wizard's
   * translate call: a trip that uses every trip-wide limit with every text full (60 places, 400
   * days, a fully described activity with its pictures each day) weighs 6.5 MB, as
   * tests/integration/bad-input.test.ts measures; a translate call at its limits at most 7.6 MB.
   * The per-field limits alone would let a trip reach 130 MB, which no one writes: this cap is
   * also the trip's size as a whole.
   */
  jsonBytes: 8 * 1024 * 1024,
  /**
   * How deeply the arrays and objects of a JSON body may nest (ADR 0058). The deepest body a
   * person writes, a magazine post with a link in a list in a list, nests 17 levels; a body many
   * thousand levels deep only exists to exhaust the stack or the heap of whatever walks it.
   */
  jsonDepth: 64,
  /** A page form: the profile photo form carries the largest, one picture and a few fields. */
  formBytes: mediaLimits.maxBytes + 64 * 1024,
} as const;
