import { Schema, type Connection, type Model } from 'mongoose';

/** Provider events already applied, by the provider's event id: a redelivery finds its id here. */
export type ProviderEventDoc = { _id: string; type: string; appliedAt: Date };

const schema = new Schema<ProviderEventDoc>(
  { _id: String, type: { type: String, required: true }, appliedAt: { type: Date, required: true } },
  { collection: 'provider_events' },
);

export const providerEventModel = (connection: Connection): Model<ProviderEventDoc> =>
  (connection.models.ProviderEvent as Model<ProviderEventDoc> | undefined) ?? connection.model<ProviderEventDoc>('ProviderEvent', schema);
