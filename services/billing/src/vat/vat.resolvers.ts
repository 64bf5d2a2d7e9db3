import { badUserInput, type RequestContext } from '@brigade/service-kit';
import type { QueryVerifyVatNumberArgs } from '../__generated__/resolvers';
import { t } from '../i18n/messages';
import { normaliseVat, toIsoCountry } from './vat-format';
import { vatMessage } from './vat-messages';
import type { VatChecker } from './vies-client';
import { verifyVat } from './verify-vat';

/** The longest VAT number (Cyprus, France, Sweden …) is 14 characters with its prefix; 20 leaves room. */
const MAX_LENGTH = 20;

/** Outages are ours to notice: the person only sees UNCONFIRMED. The number itself stays out of the log. */
const logged = (checker: VatChecker, ctx: RequestContext): VatChecker => ({
  async check(countryCode, vatNumber) {
    const answer = await checker.check(countryCode, vatNumber);
    if (answer.kind === 'unavailable') ctx.log.warn({ countryCode, reason: answer.reason }, 'VIES could not confirm a VAT number');
    return answer;
  },
});

export function vatResolvers(checker: VatChecker) {
  return {
    Query: {
      /** Anyone, signed in or not: kitchens verify their number while they buy, before they have an account. */
      verifyVatNumber: async (_: unknown, { input }: QueryVerifyVatNumberArgs, ctx: RequestContext) => {
        const vatNumber = normaliseVat(input.vat_number);
        if (!vatNumber) throw badUserInput('vat_number', t(ctx.locale, 'required'));
        if (vatNumber.length > MAX_LENGTH) throw badUserInput('vat_number', t(ctx.locale, 'tooLong', { max: MAX_LENGTH }));
        const country = input.country_code?.trim() ? toIsoCountry(input.country_code) : null;
        if (input.country_code?.trim() && !country) throw badUserInput('country_code', t(ctx.locale, 'choiceInvalid'));
        const { status, company } = await verifyVat({ vat_number: vatNumber, country_code: country }, logged(checker, ctx));
        return { msg: vatMessage(status, ctx.locale), data: { valid: status === 'VALID', status }, company };
      },
    },
  };
}
