import { outboxPlugin, type Outboxed } from '@brigade/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export const USER_STATUSES = ['CREATING', 'ACTIVE', 'PAUSED', 'NOT_VERIFIED', 'APPLIED', 'PENDING', 'REJECT'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const GENDERS = ['UNKNOWN', 'MALE', 'FEMALE'] as const;
export const USER_TYPES = ['PERSON', 'BUSSINESS'] as const;

/** SPEC.md section 3 'User', plus what identity needs to sign people in. */
export type UserDoc = Outboxed & {
  _id: Types.ObjectId;
  email: string;
  passwordHash: string | null;
  fName?: string;
  lName?: string;
  displayName?: string;
  profileImage?: string;
  userName?: string;
  phone?: string;
  status: UserStatus;
  dob?: Date;
  lastLogin?: Date;
  lang?: string;
  notes?: string;
  gender?: (typeof GENDERS)[number];
  isSuperAdmin: boolean;
  isAdmin: boolean;
  isCook: boolean;
  userType?: (typeof USER_TYPES)[number];
  account_type?: (typeof USER_TYPES)[number];
  vat_number?: string;
  vat_code?: string;
  /** The device's Web Push endpoint last registered (the spec's fcmToken slot). */
  fcmToken?: string;
  accNumber: string;
  kitchenId: Types.ObjectId | null;
  /** The Keycloak subject linked to this user on first Keycloak sign-in. */
  keycloakSubject?: string;
  /** Bumped to revoke every token issued before (password change, pause, deletion). */
  tokenVersion: number;
  updatedBy?: Types.ObjectId | null;
  createdAt: Date;
  updatedAt: Date;
};

const userSchema = new Schema<UserDoc>(
  {
    email: { type: String, required: true, lowercase: true, trim: true, unique: true },
    passwordHash: { type: String, default: null },
    fName: String,
    lName: String,
    displayName: String,
    profileImage: String,
    userName: { type: String, trim: true },
    phone: String,
    status: { type: String, enum: USER_STATUSES, required: true, default: 'NOT_VERIFIED' },
    dob: Date,
    lastLogin: Date,
    lang: String,
    notes: String,
    gender: { type: String, enum: GENDERS },
    isSuperAdmin: { type: Boolean, default: false },
    isAdmin: { type: Boolean, default: false },
    isCook: { type: Boolean, default: false },
    userType: { type: String, enum: USER_TYPES },
    account_type: { type: String, enum: USER_TYPES },
    vat_number: String,
    vat_code: String,
    fcmToken: String,
    accNumber: { type: String, required: true, unique: true },
    kitchenId: { type: Schema.Types.ObjectId, default: null, index: true },
    keycloakSubject: { type: String, index: { unique: true, sparse: true } },
    tokenVersion: { type: Number, default: 0 },
    updatedBy: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: true },
);
userSchema.plugin(outboxPlugin);
// A user name is unique within its kitchen only.
userSchema.index({ kitchenId: 1, userName: 1 }, { unique: true, partialFilterExpression: { userName: { $type: 'string' } } });

export const userModel = (connection: Connection): Model<UserDoc> =>
  (connection.models.User as Model<UserDoc> | undefined) ?? connection.model<UserDoc>('User', userSchema);
