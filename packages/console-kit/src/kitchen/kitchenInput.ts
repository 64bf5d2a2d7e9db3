/** A kitchen's own fields as the form holds them (named as UpdateKitchenInput names them). */
export type KitchenDetailValues = {
  name: string;
  description?: string | null;
  coverPic?: string | null;
  logo?: string | null;
  theme?: string | null;
  isDark: boolean;
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
  country?: string | null;
};

/** The form names of those fields, so a server error about one lands next to it. */
export const KITCHEN_DETAIL_FIELDS = [
  'name',
  'description',
  'coverPic',
  'logo',
  'theme',
  'isDark',
  'line1',
  'line2',
  'city',
  'state',
  'postal_code',
  'country',
] as const satisfies readonly (keyof KitchenDetailValues)[];

/** Text as sent: trimmed, and empty as null (which clears the field on an update). */
const text = (value: string | null | undefined) => value?.trim() || null;

/** The kitchen's own fields as sent; empty text is null, which clears the field on an update. */
export function kitchenDetails(values: KitchenDetailValues) {
  return {
    name: values.name.trim(),
    description: text(values.description),
    coverPic: values.coverPic || null,
    logo: values.logo || null,
    theme: values.theme || null,
    isDark: values.isDark,
    line1: text(values.line1),
    line2: text(values.line2),
    city: text(values.city),
    state: text(values.state),
    postal_code: text(values.postal_code),
    country: values.country || null,
  };
}
