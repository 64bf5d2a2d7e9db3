export { mountMedia } from './media.routes';
export { deleteMedia, mediaIdsIn, removeKitchenMedia } from './media.store';
export { mediaQuota } from './media-quota';
export { storageUsageQueries } from './storage-usage.resolvers';
