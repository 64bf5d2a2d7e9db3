import type { Connection } from 'mongoose';
import { mediaStore, storedBytesOf } from './media.store';
import { kitchenStorage, quotaSettings, type KitchenStorage } from './quota';

/** Kitchens' storage as the upload route, the usage query and billing's events all see it (state lives in the database). */
export function mediaQuota(connection: Connection, env: NodeJS.ProcessEnv = process.env): KitchenStorage {
  const store = mediaStore(connection);
  return kitchenStorage(connection, quotaSettings(env), (kitchenId) => storedBytesOf(store, kitchenId));
}
