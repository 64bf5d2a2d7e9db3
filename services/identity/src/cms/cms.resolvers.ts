import { type RequestContext } from '@brigade/service-kit';
import { z } from 'zod';
import { loadActor, requireActorRole } from '../access/actor';
import { consume } from '../auth/rate-limits';
import type { IdentityDeps } from '../deps';
import { t } from '../i18n/messages';
import { escapeHtml } from '../mail/templates';
import { email, optionalName, parseInput, requiredName, requiredText } from '../users/validation';
import type { CmsDoc } from './cms.model';

const cmsInput = z.object({ privacyPolicy: requiredText(200_000), termsCondition: requiredText(200_000) });
// The subject becomes the mail's Subject header: one line, so nothing typed can add a header.
const contactInput = z.object({ name: requiredName(100), email, subject: optionalName(200), message: requiredText(5000) });

const view = (c: CmsDoc) => ({
  id: c._id.toHexString(),
  privacyPolicy: c.privacyPolicy,
  termsCondition: c.termsCondition,
  createdAt: c.createdAt.toISOString(),
});

export function cmsResolvers(deps: IdentityDeps) {
  return {
    Query: {
      /** Public: the login, /toc and /privacy pages show it before anyone signs in. */
      GetCms: async () => {
        const latest = await deps.cms.findOne().sort({ createdAt: -1, _id: -1 }).lean<CmsDoc>();
        return latest ? view(latest) : null;
      },
    },
    Mutation: {
      /** A new version of the legal texts (super admin); earlier versions are kept for the record. */
      CreateCms: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
        const actor = await loadActor(deps.users, ctx);
        requireActorRole(actor);
        const fields = parseInput(cmsInput, input, ctx.locale);
        const created = await deps.cms.create({ ...fields, updatedBy: actor._id });
        return view(created.toObject());
      },

      /** Public contact form: mailed to the platform's contact address, at most 20 an hour per address. */
      CreateContactForm: async (_: unknown, { input }: { input: unknown }, ctx: RequestContext) => {
        const form = parseInput(contactInput, input, ctx.locale);
        await consume(deps.limits.formPerAddress, ctx.clientIp ?? 'unknown', ctx.locale);
        const subject = `Contact form: ${form.subject ?? form.name}`;
        const text = `From: ${form.name} <${form.email}>\n\n${form.message}\n`;
        await deps.mail.enqueue({
          to: deps.settings.contactEmail,
          replyTo: form.email,
          subject,
          text,
          html: `<p>From: ${escapeHtml(form.name)} &lt;${escapeHtml(form.email)}&gt;</p><pre>${escapeHtml(form.message)}</pre>`,
        });
        return { code: 200, message: t(ctx.locale, 'messageReceived') };
      },
    },
  };
}
