export { mountMedia } from './media.routes';
export { deleteMedia, removeKitchenMedia } from './media.store';
