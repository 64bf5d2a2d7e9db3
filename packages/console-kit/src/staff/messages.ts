import { defineMessages } from 'react-intl';

/** The words of a person's record, shared by kitchen admins, cooks and a new kitchen's first admin. */
export const staff = defineMessages({
  firstName: { id: 'console.staff.firstName', defaultMessage: 'First name' },
  lastName: { id: 'console.staff.lastName', defaultMessage: 'Last name' },
  email: { id: 'console.staff.email', defaultMessage: 'E-mail' },
  emailInvalid: { id: 'console.staff.emailInvalid', defaultMessage: 'Please enter a valid e-mail' },
  phone: { id: 'console.staff.phone', defaultMessage: 'Phone' },
  phoneHelp: { id: 'console.staff.phoneHelp', defaultMessage: 'With the country code, e.g. +31 6 12345678' },
  userName: { id: 'console.staff.userName', defaultMessage: 'User name' },
  kitchen: { id: 'console.staff.kitchen', defaultMessage: 'Kitchen' },
  allKitchens: { id: 'console.staff.allKitchens', defaultMessage: 'All kitchens' },
  lastLogin: { id: 'console.staff.lastLogin', defaultMessage: 'Last login' },
  never: { id: 'console.staff.never', defaultMessage: 'Never' },
  profileImage: { id: 'console.staff.profileImage', defaultMessage: 'Profile picture' },
  lang: { id: 'console.staff.lang', defaultMessage: 'Language' },
  gender: { id: 'console.staff.gender', defaultMessage: 'Gender' },
  dob: { id: 'console.staff.dob', defaultMessage: 'Date of birth' },
  notes: { id: 'console.staff.notes', defaultMessage: 'Notes' },
  accNumber: { id: 'console.staff.accNumber', defaultMessage: 'Account number' },
  password: { id: 'console.staff.password', defaultMessage: 'Password' },
  passwordHelp: {
    id: 'console.staff.passwordHelp',
    defaultMessage: 'Leave empty to e-mail an invitation to choose one; with a password they are asked to verify their e-mail.',
  },
  newPassword: { id: 'console.staff.newPassword', defaultMessage: 'New password' },
  newPasswordHelp: {
    id: 'console.staff.newPasswordHelp',
    defaultMessage: 'Leave empty to keep the current one; a new password signs them out everywhere.',
  },
});

export const genders = defineMessages({
  UNKNOWN: { id: 'console.staff.gender.unknown', defaultMessage: 'Not said' },
  MALE: { id: 'console.staff.gender.male', defaultMessage: 'Male' },
  FEMALE: { id: 'console.staff.gender.female', defaultMessage: 'Female' },
});
