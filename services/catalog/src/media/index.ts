export { mountMedia } from './media.routes';
export { deleteMedia, mediaIdsIn, removeKitchenMedia } from './media.store';
