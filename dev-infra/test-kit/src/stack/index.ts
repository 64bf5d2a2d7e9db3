export { clientAddress, sharedStack, unique, type SharedStack } from './shared';
export {
  newKitchen,
  signInSuperAdmin,
  SUPER_ADMIN_EMAIL,
  type CookDetails,
  type Kitchen,
  type KitchenOptions,
  type Person,
  type StackUrls,
} from './people';
export type { SharedStackInfo } from './protocol';
