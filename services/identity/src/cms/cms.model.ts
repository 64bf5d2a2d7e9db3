import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** The platform's legal texts. CreateCms adds a version (there is no update or delete); the newest is shown. */
export type CmsDoc = { _id: Types.ObjectId; privacyPolicy: string; termsCondition: string; updatedBy: Types.ObjectId; createdAt: Date };

const cmsSchema = new Schema<CmsDoc>(
  {
    privacyPolicy: { type: String, required: true },
    termsCondition: { type: String, required: true },
    updatedBy: { type: Schema.Types.ObjectId, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
cmsSchema.index({ createdAt: -1 });

export const cmsModel = (connection: Connection): Model<CmsDoc> =>
  (connection.models.Cms as Model<CmsDoc> | undefined) ?? connection.model<CmsDoc>('Cms', cmsSchema, 'cms');
