import { defineMessages } from 'react-intl';

/** The words of a person's record, shared by kitchen admins, cooks and a new kitchen's first admin. */
export const staff = defineMessages({
  firstName: { id: 'admin.staff.firstName', defaultMessage: 'First name' },
  lastName: { id: 'admin.staff.lastName', defaultMessage: 'Last name' },
  email: { id: 'admin.staff.email', defaultMessage: 'E-mail' },
  emailInvalid: { id: 'admin.staff.emailInvalid', defaultMessage: 'Please enter a valid e-mail' },
  phone: { id: 'admin.staff.phone', defaultMessage: 'Phone' },
  phoneHelp: { id: 'admin.staff.phoneHelp', defaultMessage: 'With the country code, e.g. +31 6 12345678' },
  userName: { id: 'admin.staff.userName', defaultMessage: 'User name' },
  kitchen: { id: 'admin.staff.kitchen', defaultMessage: 'Kitchen' },
  allKitchens: { id: 'admin.staff.allKitchens', defaultMessage: 'All kitchens' },
  lastLogin: { id: 'admin.staff.lastLogin', defaultMessage: 'Last login' },
  never: { id: 'admin.staff.never', defaultMessage: 'Never' },
  profileImage: { id: 'admin.staff.profileImage', defaultMessage: 'Profile picture' },
  lang: { id: 'admin.staff.lang', defaultMessage: 'Language' },
  gender: { id: 'admin.staff.gender', defaultMessage: 'Gender' },
  dob: { id: 'admin.staff.dob', defaultMessage: 'Date of birth' },
  notes: { id: 'admin.staff.notes', defaultMessage: 'Notes' },
  accNumber: { id: 'admin.staff.accNumber', defaultMessage: 'Account number' },
  password: { id: 'admin.staff.password', defaultMessage: 'Password' },
  passwordHelp: {
    id: 'admin.staff.passwordHelp',
    defaultMessage: 'Leave empty to e-mail an invitation to choose one; with a password they are asked to verify their e-mail.',
  },
  newPassword: { id: 'admin.staff.newPassword', defaultMessage: 'New password' },
  newPasswordHelp: {
    id: 'admin.staff.newPasswordHelp',
    defaultMessage: 'Leave empty to keep the current one; a new password signs them out everywhere.',
  },
});

export const genders = defineMessages({
  UNKNOWN: { id: 'admin.staff.gender.unknown', defaultMessage: 'Not said' },
  MALE: { id: 'admin.staff.gender.male', defaultMessage: 'Male' },
  FEMALE: { id: 'admin.staff.gender.female', defaultMessage: 'Female' },
});
