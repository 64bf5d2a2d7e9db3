import { eventHandlers, UserEvents } from '@brigade/events';
import type { Connection } from 'mongoose';
import { deleteMedia, mediaIdsIn } from '../media';

/** identity.user.v1: a deleted user's profile picture, when it is an upload of ours, goes with them. */
export function userEventHandlers(connection: Connection) {
  return eventHandlers(UserEvents, {
    UserDeleted: async ({ profileImage }) => {
      await deleteMedia(connection, mediaIdsIn(profileImage));
    },
  });
}
