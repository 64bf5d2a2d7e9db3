/**
 * The embedded provider takes no real cards, only Stripe's well-known test numbers, so a run
 * without Stripe keys can rehearse every path (README 'Embedded provider').
 */
export const TEST_CARDS = {
  /** Pays now and at every renewal. */
  pays: '4242424242424242',
  /** Declined at once. */
  declined: '4000000000000002',
  /** Pays now, is saved, and declines later charges (a renewal that fails into PAST_DUE). */
  failsLater: '4000000000000341',
} as const;

export type CardOutcome = 'paid' | 'declined' | 'unknown';

const digits = (card: string) => card.replace(/[\s-]/g, '');

export function firstCharge(card: string): CardOutcome {
  const number = digits(card);
  if (number === TEST_CARDS.pays || number === TEST_CARDS.failsLater) return 'paid';
  if (number === TEST_CARDS.declined) return 'declined';
  return 'unknown';
}

/** A later charge of a saved card (renewal, plan change). */
export const laterCharge = (card: string | null): boolean => card === TEST_CARDS.pays;

export const normalCard = digits;
