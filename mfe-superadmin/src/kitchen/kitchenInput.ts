import { KITCHEN_DETAIL_FIELDS, kitchenDetails } from '@brigade/console-kit';
import type { KitchenAdminInput } from '../__generated__/graphql';
import type { Kitchen, KitchenStatus } from './queries';

/**
 * The statuses a kitchen can be moved between. DELETED only names a gone kitchen on a reference
 * (a payment's kitchen): it is never read by id, never set, and has nowhere to move to.
 */
export type LiveKitchenStatus = Exclude<KitchenStatus, 'DELETED'>;
export const liveStatus = (status: KitchenStatus): LiveKitchenStatus | undefined => (status === 'DELETED' ? undefined : status);

/** The kitchen form's fields, flat and named as the API names them, so a server error finds its field. */
export type KitchenValues = {
  name: string;
  description?: string;
  coverPic?: string | null;
  logo?: string | null;
  theme?: string | null;
  isDark: boolean;
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  postal_code?: string;
  country?: string | null;
  /** Edit only. */
  status?: LiveKitchenStatus;
  /** Create only: the first admin (KitchenAdminInput), invited by identity. */
  withAdmin?: boolean;
  fName?: string;
  lName?: string;
  email?: string;
  phone?: string;
  lang?: string | null;
};

export const KITCHEN_FIELDS = [
  ...KITCHEN_DETAIL_FIELDS,
  'status',
  'fName',
  'lName',
  'email',
  'phone',
  'lang',
] as const satisfies readonly (keyof KitchenValues)[];

/** Text as sent: trimmed, and empty as null. */
const text = (value: string | null | undefined) => value?.trim() || null;

/** CreateKitchenInput: with `admin` the kitchen waits in CREATING until identity has invited them. */
export function createInput(values: KitchenValues) {
  if (!values.withAdmin) return kitchenDetails(values);
  // Name and e-mail are required (the form says so first); one still missing goes as '' for the service to refuse by its field.
  const admin: KitchenAdminInput = {
    fName: text(values.fName) ?? '',
    lName: text(values.lName) ?? '',
    email: text(values.email) ?? '',
    phone: text(values.phone),
    lang: values.lang || null,
  };
  return { ...kitchenDetails(values), admin };
}

export function updateInput(values: KitchenValues) {
  return { ...kitchenDetails(values), status: values.status };
}

export function formValues(kitchen: Kitchen): KitchenValues {
  return {
    name: kitchen.name,
    description: kitchen.description ?? undefined,
    coverPic: kitchen.coverPic,
    logo: kitchen.logo,
    theme: kitchen.theme,
    isDark: kitchen.isDark,
    line1: kitchen.line1 ?? undefined,
    line2: kitchen.line2 ?? undefined,
    city: kitchen.city ?? undefined,
    state: kitchen.state ?? undefined,
    postal_code: kitchen.postal_code ?? undefined,
    country: kitchen.country,
    status: liveStatus(kitchen.status),
  };
}
