import type { EventEnvelope, UserEvents } from '@brigade/events';
import type { Connection } from 'mongoose';
import { deleteMedia, mediaIdsIn } from '../media';

/** identity.user.v1: a deleted user's profile picture, when it is an upload of ours, goes with them. */
export function userEventHandlers(connection: Connection) {
  return {
    UserDeleted: async (event: EventEnvelope) => {
      const { profileImage } = event.payload as UserEvents['UserDeleted'];
      await deleteMedia(connection, mediaIdsIn(profileImage));
    },
  };
}
