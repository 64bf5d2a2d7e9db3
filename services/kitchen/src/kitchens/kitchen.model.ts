import { outboxPlugin, type Outboxed } from '@brigade/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export const KITCHEN_STATUSES = ['CREATING', 'ACTIVE', 'PAUSED', 'NOT_VERIFIED', 'APPLIED', 'PENDING', 'REJECT'] as const;
export type KitchenStatus = (typeof KITCHEN_STATUSES)[number];

/** SPEC.md section 3 'Kitchen'; plan and payment fields are billing's, added through federation. */
export type KitchenDoc = Outboxed & {
  _id: Types.ObjectId;
  name: string;
  description?: string;
  status: KitchenStatus;
  coverPic?: string;
  logo?: string;
  /** The accent colour the kitchen's screens use (#rrggbb). */
  theme?: string;
  isDark: boolean;
  accNumber: string;
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  postal_code?: string;
  /** ISO 3166-1 alpha-2. */
  country?: string;
  recipeCount: number;
  menuItemCount: number;
  cooksCount: number;
  order: number;
  ownerId: Types.ObjectId | null;
  /** Set when the kitchen was opened by a registration: that user (one kitchen per registration). */
  openedFor?: Types.ObjectId;
  updatedBy?: Types.ObjectId | null;
  createdAt: Date;
  updatedAt: Date;
};

const kitchenSchema = new Schema<KitchenDoc>(
  {
    name: { type: String, required: true, trim: true },
    description: String,
    status: { type: String, enum: KITCHEN_STATUSES, required: true, default: 'ACTIVE' },
    coverPic: String,
    logo: String,
    theme: String,
    isDark: { type: Boolean, default: true },
    accNumber: { type: String, required: true, unique: true },
    line1: String,
    line2: String,
    city: String,
    state: String,
    postal_code: String,
    country: String,
    recipeCount: { type: Number, default: 0 },
    menuItemCount: { type: Number, default: 0 },
    cooksCount: { type: Number, default: 0 },
    order: { type: Number, default: 0 },
    ownerId: { type: Schema.Types.ObjectId, default: null },
    openedFor: { type: Schema.Types.ObjectId, index: { unique: true, sparse: true } },
    updatedBy: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: true },
);
kitchenSchema.plugin(outboxPlugin);
kitchenSchema.index({ order: 1, name: 1 });

export const kitchenModel = (connection: Connection): Model<KitchenDoc> =>
  (connection.models.Kitchen as Model<KitchenDoc> | undefined) ?? connection.model<KitchenDoc>('Kitchen', kitchenSchema);
