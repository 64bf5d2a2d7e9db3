import { Schema, type Connection, type Model, type Types } from 'mongoose';

export type UserStatus = 'CREATING' | 'ACTIVE' | 'PAUSED' | 'NOT_VERIFIED' | 'APPLIED' | 'PENDING' | 'REJECT';

export type UserDoc = {
  _id: Types.ObjectId;
  email: string;
  passwordHash: string | null;
  fName?: string;
  lName?: string;
  status: UserStatus;
  isSuperAdmin: boolean;
  isAdmin: boolean;
  isCook: boolean;
  kitchenId: Types.ObjectId | null;
  lang?: string;
  gender?: 'UNKNOWN' | 'MALE' | 'FEMALE';
  /** Bumped to revoke every token issued before (password change, pause, deletion). */
  tokenVersion: number;
  createdAt: Date;
  updatedAt: Date;
};

const userSchema = new Schema<UserDoc>(
  {
    email: { type: String, required: true, lowercase: true, trim: true, unique: true },
    passwordHash: { type: String, default: null },
    fName: String,
    lName: String,
    status: { type: String, required: true, default: 'NOT_VERIFIED' },
    isSuperAdmin: { type: Boolean, default: false },
    isAdmin: { type: Boolean, default: false },
    isCook: { type: Boolean, default: false },
    kitchenId: { type: Schema.Types.ObjectId, default: null, index: true },
    lang: String,
    gender: String,
    tokenVersion: { type: Number, default: 0 },
  },
  { timestamps: true },
);

export const userModel = (connection: Connection): Model<UserDoc> => connection.model<UserDoc>('User', userSchema);
