/** The currencies a kitchen can cost and be priced in (ISO 4217): the EU's and its neighbours'. */
export const CURRENCIES = ['EUR', 'GBP', 'CHF', 'USD', 'DKK', 'SEK', 'NOK', 'PLN', 'CZK', 'RON', 'BGN'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const isCurrency = (value: unknown): value is Currency => (CURRENCIES as readonly unknown[]).includes(value);
