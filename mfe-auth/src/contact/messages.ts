import { defineMessages } from 'react-intl';

export const contactMessages = defineMessages({
  title: { id: 'auth.contact.title', defaultMessage: 'Contact us' },
  name: { id: 'auth.contact.name', defaultMessage: 'Your name' },
  nameRequired: { id: 'auth.contact.name.required', defaultMessage: 'Please enter your name' },
  subject: { id: 'auth.contact.subject', defaultMessage: 'Subject (optional)' },
  message: { id: 'auth.contact.message', defaultMessage: 'Message' },
  messageRequired: { id: 'auth.contact.message.required', defaultMessage: 'Please enter your message' },
  submit: { id: 'auth.contact.submit', defaultMessage: 'Send message' },
  thanks: { id: 'auth.contact.thanks', defaultMessage: 'Thank you, we received your message' },
  thanksDetail: { id: 'auth.contact.thanksDetail', defaultMessage: 'We answer at the email address you gave.' },
  back: { id: 'auth.contact.back', defaultMessage: 'Back to Brigade' },
  link: { id: 'auth.contact.link', defaultMessage: 'Questions? <link>Contact us</link>' },
});
