import { defineMessages } from 'react-intl';

export const adminSettingsMessages = defineMessages({
  title: { id: 'admin.settings.title', defaultMessage: 'User settings' },
  profileTab: { id: 'admin.settings.profileTab', defaultMessage: 'Profile' },
  passwordTab: { id: 'admin.settings.passwordTab', defaultMessage: 'Password' },
  cmsTab: { id: 'admin.settings.cmsTab', defaultMessage: 'Legal texts' },
  fName: { id: 'admin.settings.fName', defaultMessage: 'First name' },
  lName: { id: 'admin.settings.lName', defaultMessage: 'Last name' },
  displayName: { id: 'admin.settings.displayName', defaultMessage: 'Display name' },
  userName: { id: 'admin.settings.userName', defaultMessage: 'User name' },
  email: { id: 'admin.settings.email', defaultMessage: 'E-mail' },
  phone: { id: 'admin.settings.phone', defaultMessage: 'Phone' },
  phoneHelp: { id: 'admin.settings.phoneHelp', defaultMessage: 'With the country code, e.g. +31 6 12345678' },
  profileImage: { id: 'admin.settings.profileImage', defaultMessage: 'Profile picture' },
  lang: { id: 'admin.settings.lang', defaultMessage: 'Language of e-mails' },
  cmsText: {
    id: 'admin.settings.cmsText',
    defaultMessage:
      'Shown at /privacy and /toc, and linked at sign-up. Write Markdown: # headings, - lists, **bold**, [links](https://…). HTML is shown as text, never run.',
  },
  privacyPolicy: { id: 'admin.settings.privacyPolicy', defaultMessage: 'Privacy policy' },
  termsCondition: { id: 'admin.settings.termsCondition', defaultMessage: 'Terms and conditions' },
  preview: { id: 'admin.settings.preview', defaultMessage: 'Preview' },
  emptyPreview: { id: 'admin.settings.emptyPreview', defaultMessage: 'Nothing to show yet' },
  published: { id: 'admin.settings.published', defaultMessage: 'Published {date}' },
  publishedToast: { id: 'admin.settings.publishedToast', defaultMessage: 'Published' },
});
