import { defineMessages } from 'react-intl';

export const m = defineMessages({
  title: { id: 'admin.push.title', defaultMessage: 'Push notification' },
  intro: {
    id: 'admin.push.intro',
    defaultMessage: 'Sent at once to every browser and device that allowed notifications from Brigade.',
  },
  messageTitle: { id: 'admin.push.messageTitle', defaultMessage: 'Title' },
  body: { id: 'admin.push.body', defaultMessage: 'Message' },
  url: { id: 'admin.push.url', defaultMessage: 'Page to open (optional)' },
  urlHelp: { id: 'admin.push.urlHelp', defaultMessage: 'A page of Brigade, starting with /, e.g. /auth/admin/recipe' },
  urlRule: { id: 'admin.push.urlRule', defaultMessage: 'Enter a page of Brigade starting with a single /' },
  audience: { id: 'admin.push.audience', defaultMessage: 'Send to' },
  all: { id: 'admin.push.all', defaultMessage: 'All users' },
  kitchen: { id: 'admin.push.kitchen', defaultMessage: 'One kitchen' },
  user: { id: 'admin.push.user', defaultMessage: 'One user' },
  kitchenField: { id: 'admin.push.kitchenField', defaultMessage: 'Kitchen' },
  userField: { id: 'admin.push.userField', defaultMessage: 'User' },
  userSearch: { id: 'admin.push.userSearch', defaultMessage: 'Type a name or e-mail' },
  chooseKitchen: { id: 'admin.push.chooseKitchen', defaultMessage: 'Please choose a kitchen' },
  chooseUser: { id: 'admin.push.chooseUser', defaultMessage: 'Please choose a user' },
  send: { id: 'admin.push.send', defaultMessage: 'Send' },
  sentToast: { id: 'admin.push.sentToast', defaultMessage: 'Notification sent' },
  delivered: { id: 'admin.push.delivered', defaultMessage: 'Delivered' },
  failed: { id: 'admin.push.failed', defaultMessage: 'Not delivered' },
  result: { id: 'admin.push.result', defaultMessage: 'Last notification' },
});
