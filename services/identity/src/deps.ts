import type { Model } from 'mongoose';
import type { OneTimeTokens } from './auth/one-time-tokens';
import type { RateLimits } from './auth/rate-limits';
import type { SigningKeys } from './auth/signing-keys';
import type { CmsDoc } from './cms/cms.model';
import type { KitchenStates } from './kitchens/kitchen-states';
import type { KnownKitchen } from './kitchens/known-kitchen';
import type { MailQueue } from './mail/mail-queue';
import type { PushService } from './push/push.service';
import type { IdentitySettings } from './settings';
import type { UserDoc } from './users/user.model';
import type { SiteLinks } from './users/user.view';

/** Everything identity's resolvers work with, built once in app.ts. */
export type IdentityDeps = {
  users: Model<UserDoc>;
  cms: Model<CmsDoc>;
  keys: SigningKeys;
  links: OneTimeTokens;
  mail: MailQueue;
  limits: RateLimits;
  kitchens: KitchenStates;
  /** Whether a kitchen exists, asking the kitchen service before saying no. */
  knownKitchen: KnownKitchen;
  push: PushService;
  settings: IdentitySettings;
  site: SiteLinks;
  /** A real hash checked when the e-mail is unknown, so both sign-in failures cost the same. */
  unknownUserHash: string;
};
