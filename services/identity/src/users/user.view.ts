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
