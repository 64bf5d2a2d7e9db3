import { defineMessages } from 'react-intl';

export const subCategoryMessages = defineMessages({
  title: { id: 'console.subCategory.title', defaultMessage: 'Sub Categories' },
  create: { id: 'console.subCategory.create', defaultMessage: 'New sub category' },
  edit: { id: 'console.subCategory.edit', defaultMessage: 'Edit sub category' },
  view: { id: 'console.subCategory.view', defaultMessage: 'Sub category' },
  category: { id: 'console.subCategory.category', defaultMessage: 'Category' },
  allCategories: { id: 'console.subCategory.allCategories', defaultMessage: 'All categories' },
  categoryRequired: { id: 'console.subCategory.categoryRequired', defaultMessage: 'Please select a category' },
  categoryFixed: { id: 'console.subCategory.categoryFixed', defaultMessage: 'The category cannot be changed after creation.' },
});
