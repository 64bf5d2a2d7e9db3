import { defineMessages } from 'react-intl';

export const m = defineMessages({
  title: { id: 'admin.subcategory.title', defaultMessage: 'Sub Categories' },
  create: { id: 'admin.subcategory.create', defaultMessage: 'New sub category' },
  edit: { id: 'admin.subcategory.edit', defaultMessage: 'Edit sub category' },
  view: { id: 'admin.subcategory.view', defaultMessage: 'Sub category' },
  category: { id: 'admin.subcategory.category', defaultMessage: 'Category' },
  allCategories: { id: 'admin.subcategory.allCategories', defaultMessage: 'All categories' },
  categoryRequired: { id: 'admin.subcategory.categoryRequired', defaultMessage: 'Please select a category' },
  categoryFixed: { id: 'admin.subcategory.categoryFixed', defaultMessage: 'The category cannot be changed after creation.' },
});
