import { defineMessages } from 'react-intl';

export const m = defineMessages({
  title: { id: 'admin.category.title', defaultMessage: 'Categories' },
  create: { id: 'admin.category.create', defaultMessage: 'New category' },
  edit: { id: 'admin.category.edit', defaultMessage: 'Edit category' },
  view: { id: 'admin.category.view', defaultMessage: 'Category' },
  permanent: { id: 'admin.category.permanent', defaultMessage: 'Permanent' },
  permanentHint: {
    id: 'admin.category.permanentHint',
    defaultMessage: 'This category cannot be edited or deleted: dishes of deleted categories move to it.',
  },
  deleted: { id: 'admin.category.deleted', defaultMessage: "Category deleted; its dishes are now in 'ALL'" },
});

/** Words the catalog screens (category, sub-category, ingredient) share: who owns an entry, and its place. */
export const catalogMessages = defineMessages({
  owner: { id: 'admin.catalog.owner', defaultMessage: 'Owner' },
  allOwners: { id: 'admin.catalog.allOwners', defaultMessage: 'All owners' },
  platform: { id: 'admin.catalog.platform', defaultMessage: 'Platform' },
  inactiveKitchen: { id: 'admin.catalog.inactiveKitchen', defaultMessage: 'Kitchen (not active)' },
  ownerFixed: { id: 'admin.catalog.ownerFixed', defaultMessage: 'The owner cannot be changed later.' },
  order: { id: 'admin.catalog.order', defaultMessage: 'Order' },
  orderWithinOwner: {
    id: 'admin.catalog.orderWithinOwner',
    defaultMessage: "Entries are ordered within their owner: the platform's first, then each kitchen's.",
  },
});
