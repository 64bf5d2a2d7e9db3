import type { Gender, StaffMember, UserStatus } from './queries';

/** The staff form's fields, named as StaffInput and the update inputs name them (server errors find them). */
export type StaffValues = {
  kitchenId?: string;
  fName: string;
  lName: string;
  email: string;
  phone?: string;
  userName?: string;
  profileImage?: string | null;
  lang?: string | null;
  gender?: Gender | null;
  dob?: string;
  notes?: string;
  status?: UserStatus;
  password?: string;
};

export const STAFF_FIELDS = [
  'kitchenId',
  'fName',
  'lName',
  'email',
  'phone',
  'userName',
  'profileImage',
  'lang',
  'gender',
  'dob',
  'notes',
  'status',
  'password',
] as const satisfies readonly (keyof StaffValues)[];

/** Trimmed; empty as null, which identity reads as "clear it" on an update. */
const text = (value: string | null | undefined) => value?.trim() || null;

function profile(values: StaffValues) {
  return {
    fName: values.fName.trim(),
    lName: values.lName.trim(),
    phone: text(values.phone),
    userName: text(values.userName),
    profileImage: values.profileImage || null,
    lang: values.lang || null,
    gender: values.gender || null,
    dob: values.dob || null,
    notes: text(values.notes),
  };
}

/** StaffInput: without a password identity mails an invitation to choose one. */
export function createInput(values: StaffValues) {
  return { kitchenId: values.kitchenId, ...profile(values), email: values.email.trim(), password: values.password || null };
}

export type StaffChanges = ReturnType<typeof profile> & { status?: UserStatus; email?: string; password?: string };

/** An update's input: the profile and status, plus the e-mail or a new password where the call takes it. */
export function changesOf(values: StaffValues, editable: 'email' | 'password'): StaffChanges {
  return {
    ...profile(values),
    status: values.status,
    ...(editable === 'email' ? { email: values.email.trim() } : {}),
    ...(editable === 'password' && values.password ? { password: values.password } : {}),
  };
}

export function formValues(member: StaffMember): StaffValues {
  return {
    kitchenId: member.kitchenId ?? undefined,
    fName: member.fName ?? '',
    lName: member.lName ?? '',
    email: member.email ?? '',
    phone: member.phone ?? undefined,
    userName: member.userName ?? undefined,
    profileImage: member.profileImage,
    lang: member.lang,
    gender: member.gender,
    dob: member.dob ?? undefined,
    notes: member.notes ?? undefined,
    status: member.status ?? undefined,
  };
}

/** The name a person goes by in lists and titles. */
export function fullName(member: Pick<StaffMember, 'fName' | 'lName' | 'displayName' | 'email'>): string {
  return [member.fName, member.lName].filter(Boolean).join(' ') || member.displayName || member.email || '—';
}
