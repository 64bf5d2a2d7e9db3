import { SignJWT } from 'jose';
import { claimsSigner, claimsVerifier, type Caller } from '../src/auth/claims';

/**
 * Issue #26: the gateway reuses a signed claims header, and a subgraph remembers a header it has
 * verified, but neither may ever accept what the uncached check would refuse.
 */
const KEY = new TextEncoder().encode('k'.repeat(32));
const cook: Caller = { kind: 'user', userId: 'u-cook', roles: ['COOK'], kitchenId: 'k1', tokenVersion: 0 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('claimsSigner', () => {
  test('signs the same caller and facts for one subgraph once, and anything else afresh', async () => {
    const sign = claimsSigner(KEY);
    const first = await sign(cook, 'recipe', { locale: 'fr' });
    expect(await sign(cook, 'recipe', { locale: 'fr' })).toBe(first);
    const others = await Promise.all([
      sign(cook, 'catalog', { locale: 'fr' }),
      sign(cook, 'recipe', { locale: 'de' }),
      sign(cook, 'recipe', { locale: 'fr', idempotencyKey: 'create-1' }),
      sign({ ...cook, roles: ['ADMIN'] }, 'recipe', { locale: 'fr' }),
    ]);
    expect(new Set([first, ...others]).size).toBe(5);
  });

  test('what it signs passes the subgraph with the caller and facts it was given', async () => {
    const header = await claimsSigner(KEY)(cook, 'recipe', { locale: 'nl', clientIp: '10.0.0.9' });
    await expect(claimsVerifier(KEY, 'recipe')(header)).resolves.toEqual({ caller: cook, meta: { locale: 'nl', clientIp: '10.0.0.9' } });
  });
});

describe('claimsVerifier', () => {
  const shortLived = (seconds: number) =>
    new SignJWT({ caller: cook })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('brigade-gateway')
      .setAudience('recipe')
      .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
      .sign(KEY);

  test('refuses a remembered header once it has expired', async () => {
    const verify = claimsVerifier(KEY, 'recipe');
    const header = await shortLived(1);
    await expect(verify(header)).resolves.toMatchObject({ caller: cook });
    await sleep(2_100);
    await expect(verify(header)).rejects.toThrow(/exp/);
  });

  test('a tampered copy of a remembered header is refused, every time', async () => {
    const verify = claimsVerifier(KEY, 'recipe');
    const header = await claimsSigner(KEY)(cook, 'recipe');
    await verify(header);
    const [head, , signature] = header.split('.');
    const body = Buffer.from(
      JSON.stringify({ caller: { ...cook, roles: ['SUPER_ADMIN'] }, iss: 'brigade-gateway', aud: 'recipe' }),
    ).toString('base64url');
    const forged = `${head}.${body}.${signature}`;
    await expect(verify(forged)).rejects.toThrow();
    await expect(verify(forged)).rejects.toThrow();
  });

  test('a header for another subgraph is refused even after the same caller passed here', async () => {
    const sign = claimsSigner(KEY);
    const verify = claimsVerifier(KEY, 'recipe');
    await verify(await sign(cook, 'recipe'));
    await expect(verify(await sign(cook, 'billing'))).rejects.toThrow(/aud/);
  });

  test('no header is refused', async () => {
    await expect(claimsVerifier(KEY, 'recipe')(undefined)).rejects.toThrow('missing claims header');
  });
});
