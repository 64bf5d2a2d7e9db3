import { defineMessages } from 'react-intl';

export const categoryMessages = defineMessages({
  title: { id: 'console.category.title', defaultMessage: 'Categories' },
  create: { id: 'console.category.create', defaultMessage: 'New category' },
  edit: { id: 'console.category.edit', defaultMessage: 'Edit category' },
  view: { id: 'console.category.view', defaultMessage: 'Category' },
  permanent: { id: 'console.category.permanent', defaultMessage: 'Permanent' },
  permanentHint: {
    id: 'console.category.permanentHint',
    defaultMessage: 'This category cannot be edited or deleted: dishes of deleted categories move to it.',
  },
  deleted: { id: 'console.category.deleted', defaultMessage: "Category deleted; its dishes are now in 'ALL'" },
});

/** Words the catalog screens (category, sub-category, ingredient) share: who owns an entry, and its place. */
export const catalogMessages = defineMessages({
  owner: { id: 'console.catalog.owner', defaultMessage: 'Owner' },
  allOwners: { id: 'console.catalog.allOwners', defaultMessage: 'All owners' },
  platform: { id: 'console.catalog.platform', defaultMessage: 'Platform' },
  inactiveKitchen: { id: 'console.catalog.inactiveKitchen', defaultMessage: 'Kitchen (not active)' },
  ownerFixed: { id: 'console.catalog.ownerFixed', defaultMessage: 'The owner cannot be changed later.' },
  order: { id: 'console.catalog.order', defaultMessage: 'Order' },
  orderWithinOwner: {
    id: 'console.catalog.orderWithinOwner',
    defaultMessage: "Entries are ordered within their owner: the platform's first, then each kitchen's.",
  },
});
