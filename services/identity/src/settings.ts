import { PORTS, subgraphUrl } from '@brigade/service-kit';

/** Identity's own settings from the environment (the shared ones are in service-kit's serviceConfig). */
export type IdentitySettings = {
  /** Where the shell is served: e-mailed links and the privacy/terms links point there. */
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Who receives the contact form. */
  contactEmail: string;
  /** Cooks a kitchen may have before billing has told identity its plan (the trial's allowance). */
  trialCookLimit: number;
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /** http:// and private push endpoints, for development and tests only. */
  allowInsecurePush: boolean;
  /** Where the kitchen service answers (KITCHEN_URL), asked before a kitchen identity has not heard of is refused. */
  kitchenUrl: string;
};

export function identitySettings(env: NodeJS.ProcessEnv, production: boolean): IdentitySettings {
  if (production && !env.SMTP_URL) throw new Error('SMTP_URL must be set in production (identity sends verification and reset mails)');
  if (production && !env.APP_URL) throw new Error('APP_URL must be set in production (links in mails point there)');
  const vapid =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT ?? 'mailto:ops@brigade.local' }
      : undefined;
  return {
    appUrl: (env.APP_URL ?? `http://localhost:${PORTS.shell}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Brigade <no-reply@brigade.local>',
    contactEmail: env.CONTACT_EMAIL ?? 'hello@brigade.local',
    trialCookLimit: Number(env.TRIAL_COOK_LIMIT ?? 5),
    vapid,
    allowInsecurePush: !production && env.PUSH_ALLOW_INSECURE !== 'false',
    kitchenUrl: subgraphUrl('kitchen', env),
  };
}
