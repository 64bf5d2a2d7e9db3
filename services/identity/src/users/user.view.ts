import type { UserDoc } from './user.model';

/** Links every client shows next to the account (SPEC.md User fields), from the public app URL. */
export type SiteLinks = { privacyPolicyUrl: string; termsAndConditionsUrl: string; aboutUsUrl: string };

export const siteLinks = (appUrl: string): SiteLinks => ({
  privacyPolicyUrl: `${appUrl}/privacy`,
  termsAndConditionsUrl: `${appUrl}/toc`,
  aboutUsUrl: `${appUrl}/`,
});

const iso = (d: Date | undefined | null) => d?.toISOString() ?? null;

/** A user as the GraphQL `User` type shows it; secrets (password hash, token version) never leave. */
export function toGraph(u: UserDoc, links: SiteLinks) {
  const kitchenId = u.kitchenId?.toHexString() ?? null;
  return {
    id: u._id.toHexString(),
    email: u.email,
    fName: u.fName ?? null,
    lName: u.lName ?? null,
    displayName: u.displayName || [u.fName, u.lName].filter(Boolean).join(' ') || u.email,
    profileImage: u.profileImage ?? null,
    userName: u.userName ?? null,
    phone: u.phone ?? null,
    status: u.status,
    dob: u.dob ? u.dob.toISOString().slice(0, 10) : null,
    lastLogin: iso(u.lastLogin),
    lang: u.lang ?? null,
    notes: u.notes ?? null,
    gender: u.gender ?? null,
    isSuperAdmin: u.isSuperAdmin,
    isAdmin: u.isAdmin,
    isCook: u.isCook,
    userType: u.userType ?? null,
    account_type: u.account_type ?? null,
    vat_number: u.vat_number ?? null,
    vat_code: u.vat_code ?? null,
    fcmToken: u.fcmToken ?? null,
    accNumber: u.accNumber,
    kitchenId,
    kitchen: kitchenId ? { id: kitchenId } : null,
    createdAt: iso(u.createdAt),
    updatedAt: iso(u.updatedAt),
    updatedBy: u.updatedBy?.toHexString() ?? null,
    ...links,
  };
}

export type UserView = ReturnType<typeof toGraph>;

/** Allow-listed, so a field added to User later is private until someone decides otherwise. */
const CARD_FIELDS = [
  'id',
  'fName',
  'lName',
  'profileImage',
  'userName',
  'isSuperAdmin',
  'isAdmin',
  'isCook',
  'kitchenId',
  'kitchen',
  'privacyPolicyUrl',
  'termsAndConditionsUrl',
  'aboutUsUrl',
] as const;

/**
 * What a colleague may see of someone they cannot see in full (README 'Access'): who they are,
 * not how to reach them or anything about their account. The other fields read as null.
 */
export function toCard(u: UserDoc, links: SiteLinks) {
  const full = toGraph(u, links);
  const card = Object.fromEntries(CARD_FIELDS.map((field) => [field, full[field]])) as Pick<UserView, (typeof CARD_FIELDS)[number]>;
  // toGraph falls back to the e-mail for a display name; a card must not.
  return { ...card, displayName: u.displayName || [u.fName, u.lName].filter(Boolean).join(' ') || u.userName || null };
}
