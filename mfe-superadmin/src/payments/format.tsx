import { FormattedDate, FormattedNumber } from 'react-intl';

/** An amount in its currency, in the person's locale (€35.09, 35,09 €). */
export const money = (value: number, currency: string) => <FormattedNumber value={value} style="currency" currency={currency} />;

/** A day billing stored as an ISO instant; null (e.g. not paid yet) shows nothing. */
export const day = (value: string | null) => value && <FormattedDate value={value} dateStyle="medium" />;

export const moment = (value: string | null) => value && <FormattedDate value={value} dateStyle="medium" timeStyle="short" />;
