import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCALES, type Locale } from '@brigade/service-kit';
import { countries } from 'jsvat';
import { checkVatFormat, isEuCountry } from '../src/vat/vat-format';
import { vatMessage } from '../src/vat/vat-messages';
import { sellerCountryFrom, sellerVatFrom, vatTreatment, type VatCustomer, type VatTreatment } from '../src/vat/vat-rate';
import { verifyVat, type VatStatus } from '../src/vat/verify-vat';
import { viesClient } from '../src/vat/vies-client';
import { anonymous, startHarness, type Harness } from './support';

/** VAT numbers: offline format first, then a real HTTP stand-in for VIES; the VAT rules; the messages. */

// From jsvat's own test lists: a registered-looking Dutch number, and one with the right shape but wrong check digits.
const NL_VALID = 'NL003156709B01';
const NL_BAD_CHECK_DIGITS = 'NL010000445B01';

type Seen = { method: string | undefined; url: string | undefined; body: unknown };
let seen: Seen[] = [];
let respond: (res: ServerResponse) => void;
const timers: NodeJS.Timeout[] = [];

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const registered = {
  countryCode: 'NL',
  vatNumber: '003156709B01',
  valid: true,
  name: 'KEUKEN B.V.',
  address: 'DAMRAK 1\n1012LG AMSTERDAM',
};

const vies: Server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    seen.push({ method: req.method, url: req.url, body: raw ? JSON.parse(raw) : null });
    respond(res);
  });
});
const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

let checker: ReturnType<typeof viesClient>;
let checkerUrl: string;
let unreachable: ReturnType<typeof viesClient>;

beforeAll(async () => {
  checkerUrl = `http://127.0.0.1:${await listen(vies)}/rest-api/`;
  checker = viesClient({ url: checkerUrl, timeoutMs: 300 });
  // A port that was just given back: nothing listens there, so the connection is refused.
  const gone = createServer();
  const port = await listen(gone);
  await close(gone);
  unreachable = viesClient({ url: `http://127.0.0.1:${port}/rest-api`, timeoutMs: 300 });
});

beforeEach(() => {
  seen = [];
  respond = (res) => json(res, 200, registered);
});

afterAll(async () => {
  timers.forEach(clearTimeout);
  vies.closeAllConnections();
  await close(vies);
});

describe('verifyVat', () => {
  test('a valid number VIES confirms is VALID with the company; VIES was asked for the national number', async () => {
    const result = await verifyVat({ vat_number: 'nl 0031.567-09 b01' }, checker);
    expect(result).toEqual({
      status: 'VALID',
      company: { country_code: 'NL', company_name: 'KEUKEN B.V.', company_address: 'DAMRAK 1\n1012LG AMSTERDAM', vat_number: NL_VALID },
      consultation: null,
    });
    expect(seen).toEqual([{ method: 'POST', url: '/rest-api/check-vat-number', body: { countryCode: 'NL', vatNumber: '003156709B01' } }]);
  });

  test("with the seller's own number VIES is asked as that requester, and its consultation number is kept", async () => {
    respond = (res) => json(res, 200, { ...registered, requestIdentifier: 'WAPIAAAAZ1b2c3d4' });
    const asSeller = viesClient({
      url: checkerUrl,
      timeoutMs: 300,
      requester: sellerVatFrom({ SELLER_VAT_NUMBER: 'nl 0031.567-09 b01' }, 'NL'),
    });
    const result = await verifyVat({ vat_number: 'DE136695976' }, asSeller);
    expect(result).toMatchObject({ status: 'VALID', consultation: 'WAPIAAAAZ1b2c3d4' });
    expect(seen.map((s) => s.body)).toEqual([
      { countryCode: 'DE', vatNumber: '136695976', requesterMemberStateCode: 'NL', requesterNumber: '003156709B01' },
    ]);
  });

  test("VIES's '---' for an unpublished name and address is null", async () => {
    respond = (res) => json(res, 200, { ...registered, name: '---', address: '---' });
    const result = await verifyVat({ vat_number: '003156709B01', country_code: 'NL' }, checker);
    expect(result.status).toBe('VALID');
    expect(result.company).toMatchObject({ company_name: null, company_address: null, vat_number: NL_VALID });
  });

  test('Greece: GR as the country, EL in the number and towards VIES', async () => {
    respond = (res) => json(res, 200, { countryCode: 'EL', vatNumber: '094259216', valid: true, name: 'ΚΟΥΖΙΝΑ ΑΕ', address: '---' });
    const result = await verifyVat({ vat_number: 'EL 094 259 216', country_code: 'GR' }, checker);
    expect(result).toEqual({
      status: 'VALID',
      company: { country_code: 'GR', company_name: 'ΚΟΥΖΙΝΑ ΑΕ', company_address: null, vat_number: 'EL094259216' },
      consultation: null,
    });
    expect(seen.map((s) => s.body)).toEqual([{ countryCode: 'EL', vatNumber: '094259216' }]);
  });

  test.each([
    ['a number too short for its country', { vat_number: 'NL12345' }],
    ['the right shape with wrong check digits', { vat_number: NL_BAD_CHECK_DIGITS }],
    ["another country's prefix than the chosen country", { vat_number: 'DE136695976', country_code: 'NL' }],
    ['no prefix and no country', { vat_number: '003156709B01' }],
    ['a country outside the EU', { vat_number: 'CHE123456788', country_code: 'CH' }],
  ])('%s is INVALID_FORMAT and VIES is not asked', async (_, input) => {
    respond = (res) => json(res, 200, { valid: true, name: 'should never be used' });
    expect(await verifyVat(input, checker)).toEqual({ status: 'INVALID_FORMAT', company: null, consultation: null });
    expect(seen).toEqual([]);
  });

  test('VIES says the number is not registered: NOT_FOUND', async () => {
    respond = (res) => json(res, 200, { countryCode: 'NL', vatNumber: '003156709B01', valid: false, name: '---', address: '---' });
    expect(await verifyVat({ vat_number: NL_VALID }, checker)).toEqual({ status: 'NOT_FOUND', company: null, consultation: null });
    expect(seen).toHaveLength(1);
  });

  test('VIES unreachable (connection refused): UNCONFIRMED, never valid', async () => {
    expect(await verifyVat({ vat_number: NL_VALID }, unreachable)).toEqual({ status: 'UNCONFIRMED', company: null, consultation: null });
  });

  test.each([
    ['userError MS_UNAVAILABLE', (res: ServerResponse) => json(res, 200, { valid: false, userError: 'MS_UNAVAILABLE' })],
    ['userError MS_UNAVAILABLE beside valid: true', (res: ServerResponse) => json(res, 200, { valid: true, userError: 'MS_UNAVAILABLE' })],
    [
      'errorWrappers GLOBAL_MAX_CONCURRENT_REQ',
      (res: ServerResponse) => json(res, 200, { actionSucceed: false, errorWrappers: [{ error: 'GLOBAL_MAX_CONCURRENT_REQ' }] }),
    ],
    ['HTTP 500', (res: ServerResponse) => json(res, 500, { valid: true })],
    ['an answer that is not JSON', (res: ServerResponse) => res.end('<html>maintenance</html>')],
  ])('VIES answers %s: UNCONFIRMED', async (_, answer) => {
    respond = answer;
    expect(await verifyVat({ vat_number: NL_VALID }, checker)).toEqual({ status: 'UNCONFIRMED', company: null, consultation: null });
    expect(seen).toHaveLength(1);
  });

  test('a VIES slower than the timeout: UNCONFIRMED, without waiting for its late "valid"', async () => {
    respond = (res) => void timers.push(setTimeout(() => json(res, 200, registered), 1500));
    const started = Date.now();
    expect(await verifyVat({ vat_number: NL_VALID }, checker)).toEqual({ status: 'UNCONFIRMED', company: null, consultation: null });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('a VIES that stalls halfway through its answer: UNCONFIRMED', async () => {
    respond = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"valid": true, "name": ');
    };
    const started = Date.now();
    expect(await verifyVat({ vat_number: NL_VALID }, checker)).toEqual({ status: 'UNCONFIRMED', company: null, consultation: null });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('an adapter that throws: UNCONFIRMED', async () => {
    const broken = { check: () => Promise.reject(new Error('boom')) };
    expect(await verifyVat({ vat_number: NL_VALID }, broken)).toEqual({ status: 'UNCONFIRMED', company: null, consultation: null });
  });
});

describe('format and EU membership', () => {
  test('the national number comes without prefix; country by prefix or given', () => {
    expect(checkVatFormat('NL-003.156.709-B01')).toEqual({ valid: true, country: 'NL', national: '003156709B01' });
    expect(checkVatFormat('094259216', 'gr')).toEqual({ valid: true, country: 'GR', national: '094259216' });
    expect(checkVatFormat('GR094259216')).toEqual({ valid: true, country: 'GR', national: '094259216' });
  });

  test("the EU is jsvat's list without its non-EU countries: exactly the 27 member states", () => {
    const eu = countries.map((c) => c.codes[0] ?? '').filter(isEuCountry);
    expect(eu).toHaveLength(27);
    expect(new Set(eu)).toEqual(new Set('AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ')));
    expect(['GB', 'CH', 'NO', 'EU', 'EL', 'US'].filter(isEuCountry)).toEqual([]);
  });
});

describe('vatTreatment', () => {
  const base: VatCustomer = { planTaxPercent: 21, accountType: 'PERSON', customerCountry: 'NL', vatVerified: false, sellerCountry: 'NL' };
  test.each<[string, Partial<VatCustomer>, VatTreatment]>([
    ['a person in the Netherlands', {}, { taxPercent: 21, reverseCharge: false, reason: 'DOMESTIC' }],
    [
      'a verified business in the Netherlands',
      { accountType: 'BUSSINESS', vatVerified: true },
      { taxPercent: 21, reverseCharge: false, reason: 'DOMESTIC' },
    ],
    // Consumers elsewhere in the EU pay their own country's rate (OSS), not the seller's 21 %.
    ['a person in Germany', { customerCountry: 'DE' }, { taxPercent: 19, reverseCharge: false, reason: 'EU_CONSUMER' }],
    ['a person in Finland', { customerCountry: 'FI' }, { taxPercent: 25.5, reverseCharge: false, reason: 'EU_CONSUMER' }],
    ['a person in Hungary', { customerCountry: 'hu' }, { taxPercent: 27, reverseCharge: false, reason: 'EU_CONSUMER' }],
    [
      'a verified business in Germany',
      { customerCountry: 'DE', accountType: 'BUSSINESS', vatVerified: true },
      { taxPercent: 0, reverseCharge: true, reason: 'REVERSE_CHARGE' },
    ],
    [
      'an unverified business in Germany',
      { customerCountry: 'DE', accountType: 'BUSSINESS' },
      { taxPercent: 19, reverseCharge: false, reason: 'EU_CONSUMER' },
    ],
    [
      'a person marked verified in Belgium',
      { customerCountry: 'BE', vatVerified: true },
      { taxPercent: 21, reverseCharge: false, reason: 'EU_CONSUMER' },
    ],
    [
      'a business in the United States',
      { customerCountry: 'US', accountType: 'BUSSINESS', vatVerified: true },
      { taxPercent: 0, reverseCharge: false, reason: 'OUTSIDE_EU' },
    ],
    ['a person in Switzerland', { customerCountry: 'CH' }, { taxPercent: 0, reverseCharge: false, reason: 'OUTSIDE_EU' }],
  ])('%s', async (_, customer, expected) => {
    await expect(vatTreatment({ ...base, ...customer })).resolves.toEqual(expected);
  });

  test('an unknown country is refused rather than read as outside the EU (0 %)', async () => {
    await expect(vatTreatment({ ...base, customerCountry: '' })).rejects.toThrow(RangeError);
    await expect(vatTreatment({ ...base, customerCountry: 'XI' })).rejects.toThrow(RangeError);
  });

  test('SELLER_COUNTRY: NL by default, and only an EU member state', () => {
    expect(sellerCountryFrom({})).toBe('NL');
    expect(sellerCountryFrom({ SELLER_COUNTRY: 'be' })).toBe('BE');
    expect(() => sellerCountryFrom({ SELLER_COUNTRY: 'CH' })).toThrow(RangeError);
  });

  test("SELLER_VAT_NUMBER: optional, and when given a well-formed number of the seller's country", () => {
    expect(sellerVatFrom({}, 'NL')).toBeNull();
    expect(sellerVatFrom({ SELLER_VAT_NUMBER: ' ' }, 'NL')).toBeNull();
    expect(sellerVatFrom({ SELLER_VAT_NUMBER: NL_VALID }, 'NL')).toEqual({ countryCode: 'NL', vatNumber: '003156709B01' });
    expect(() => sellerVatFrom({ SELLER_VAT_NUMBER: NL_BAD_CHECK_DIGITS }, 'NL')).toThrow(RangeError);
    expect(() => sellerVatFrom({ SELLER_VAT_NUMBER: 'DE136695976' }, 'NL')).toThrow(RangeError);
  });
});

describe('messages', () => {
  const statuses: VatStatus[] = ['VALID', 'INVALID_FORMAT', 'NOT_FOUND', 'UNCONFIRMED'];
  test.each(LOCALES.filter((l) => l !== 'en'))('every status is said in %s, not in English', (locale) => {
    for (const status of statuses) {
      expect(vatMessage(status, locale)).not.toBe(vatMessage(status, 'en'));
      expect(vatMessage(status, locale)).not.toBe(status);
    }
    expect(new Set(statuses.map((s) => vatMessage(s, locale))).size).toBe(statuses.length);
  });
});

describe('verifyVatNumber through the billing service', () => {
  let harness: Harness;
  const QUERY = `query ($input: VatNumberInput!) { verifyVatNumber(input: $input) {
    msg data { valid status } company { country_code company_name company_address vat_number } } }`;
  beforeAll(async () => {
    harness = await startHarness('billing_vat', { VIES_URL: checkerUrl, VIES_TIMEOUT_MS: '300' });
  });
  afterAll(() => harness.stop());
  const ask = async (input: Record<string, unknown>, locale: Locale = 'en') => harness.call(QUERY, { input }, anonymous, { locale });

  test('anyone may ask; the answer is in their language', async () => {
    const reply = await ask({ vat_number: NL_VALID, country_code: 'nl' }, 'nl');
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.verifyVatNumber).toEqual({
      msg: 'Het btw-nummer is geldig',
      data: { valid: true, status: 'VALID' },
      company: { country_code: 'NL', company_name: 'KEUKEN B.V.', company_address: 'DAMRAK 1\n1012LG AMSTERDAM', vat_number: NL_VALID },
    });
  });

  test('UNCONFIRMED is not valid and says so', async () => {
    respond = (res) => json(res, 503, {});
    const reply = await ask({ vat_number: NL_VALID }, 'de');
    expect(reply.data?.verifyVatNumber).toEqual({
      msg: vatMessage('UNCONFIRMED', 'de'),
      data: { valid: false, status: 'UNCONFIRMED' },
      company: null,
    });
  });

  test.each([
    ['empty', { vat_number: ' .- ' }, 'vat_number'],
    ['longer than 20 characters', { vat_number: 'NL0031567091234567890B01' }, 'vat_number'],
    ['an unknown country code', { vat_number: NL_VALID, country_code: 'XX' }, 'country_code'],
  ])('%s input is BAD_USER_INPUT on its field, and VIES is not asked', async (_, input, field) => {
    const reply = await ask(input);
    expect(reply.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(seen).toEqual([]);
  });
});
