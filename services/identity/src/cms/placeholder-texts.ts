import { mongo, Types, type Connection } from 'mongoose';
import { cmsModel } from './cms.model';

/** The seeded version's id: a second seed, or two at once, never adds another. */
export const PLACEHOLDER_CMS_ID = new Types.ObjectId('64b0000000000000000000c1');

const WHERE = 'The super admin replaces it under User Settings → Legal texts (`/auth/superadmin/user-settings?tab=cms`).';

/**
 * SPEC.md §1: the landing text is placeholder text. These are the legal texts a fresh platform
 * starts with, so /toc and /privacy (which the register form links to) are never empty; they say
 * on their first line that they are placeholders, and are not legal advice. One text for every
 * language: the CMS keeps one version of each, as its super admin writes it.
 */
export const PLACEHOLDER_TERMS = `# Placeholder terms — replace before going live

**This is placeholder text, not real terms and conditions.** It was put here when the platform was set up, so that this page is not empty. ${WHERE}

## 1. Who we are
[Company name, address, registration number and contact address.]

## 2. The service
[What Brigade offers kitchens: recipes, dishes, allergens, cooks and subscriptions.]

## 3. Accounts
[Who may register, keeping the password secret, what a kitchen admin answers for.]

## 4. Subscriptions and payment
[Plans, the free trial, billing cycle, cancellation and refunds.]

## 5. Your content
[Who owns recipes and pictures, and what the platform may do with them.]

## 6. Liability
[Limits of liability, in particular for allergen information entered by kitchens.]

## 7. Changes and applicable law
[How these terms change, which law applies and which court decides.]
`;

export const PLACEHOLDER_PRIVACY = `# Placeholder privacy policy — replace before going live

**This is placeholder text, not a real privacy policy.** It was put here when the platform was set up, so that this page is not empty. ${WHERE}

## 1. Controller
[Who is responsible for personal data, and how to reach them or their data protection officer.]

## 2. What we collect
[Account details (name, email, phone), kitchen details, billing details, device data for notifications.]

## 3. Why, and on what basis
[Running the service, billing, security, and the legal basis for each.]

## 4. Who receives it
[Payment provider, mail provider, hosting; transfers outside the EU.]

## 5. How long we keep it
[Retention for each kind of data.]

## 6. Cookies
[The session and language cookies, and what the cookie banner lets you choose.]

## 7. Your rights
[Access, correction, deletion, objection, portability, and complaints to the supervisory authority.]
`;

/**
 * Publishes the placeholder legal texts on a platform that has none. Any version already there
 * (a super admin's, or this placeholder) is left alone: a published text is never overwritten.
 * True when it published them.
 */
export async function seedPlaceholderLegalTexts(connection: Connection, updatedBy: Types.ObjectId): Promise<boolean> {
  const cms = cmsModel(connection);
  await cms.init();
  if (await cms.exists({})) return false;
  try {
    await cms.create({ _id: PLACEHOLDER_CMS_ID, termsCondition: PLACEHOLDER_TERMS, privacyPolicy: PLACEHOLDER_PRIVACY, updatedBy });
    return true;
  } catch (error) {
    // Another seed published them first.
    if (error instanceof mongo.MongoServerError && error.code === 11000) return false;
    throw error;
  }
}
