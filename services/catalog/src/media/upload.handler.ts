import busboy from 'busboy';
import type { Request, Response } from 'express';
import { mongo } from 'mongoose';
import type { Logger } from 'pino';
import type { Caller, Locale } from '@brigade/service-kit';
import type { MediaStore } from './media.store';
import type { KitchenStorage } from './quota';
import { storageFullReply } from './quota-replies';
import { MAX_BYTES, UPLOAD_FAILED, asFamily, type MediaFamily } from './media-types';
import { Refused, receive, uploaderOf, type Uploader } from './receive';
import { reservation, unlimited, type Reservation } from './reservation';

/**
 * `POST /internal/media`: multipart with the file in the `file` field and an optional `purpose`
 * (`image` | `video`) sent before it (FormData keeps the order fields were appended in). The
 * caller comes from the gateway's claims (`res.locals.caller`).
 */
export function uploadHandler(store: MediaStore, log: Logger, storage: KitchenStorage) {
  // The room an upload takes in its kitchen's storage; a full kitchen refuses it in the caller's language.
  const heldFor = (who: Uploader, locale: Locale): Reservation =>
    who.kitchenId
      ? reservation(storage, who.kitchenId, (usage) => {
          const { error, ...details } = storageFullReply(usage, locale);
          return new Refused(403, error, 'storage full', details);
        })
      : unlimited;
  return (req: Request, res: Response): void => {
    const who = uploaderOf(res.locals.caller as Caller);
    if (who === 'anonymous') {
      res.status(401).json({ error: 'Sign in to upload' });
      return;
    }
    if (who === 'forbidden') {
      res.status(403).json({ error: 'Access Forbidden' });
      return;
    }
    let declared: MediaFamily | undefined;
    let replied = false;
    let form: busboy.Busboy | undefined;
    const reply = (status: number, body: object) => {
      if (replied) return;
      replied = true;
      res.status(status).json(body);
      if (status === 200 || !form) return;
      // Stop storing, then read and drop what the client still sends, so that it gets this answer
      // instead of a reset connection (the gateway caps how much that can be).
      req.unpipe(form);
      form.destroy();
      req.resume();
    };
    try {
      form = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 4, fieldSize: 64, parts: 6, fileSize: MAX_BYTES.video + 1 },
      });
    } catch (error) {
      log.info({ err: error }, 'refused an upload that is not multipart');
      reply(400, { error: UPLOAD_FAILED.image });
      return;
    }
    let started = false;
    form.on('field', (name, value) => {
      if (name !== 'purpose' || started) return;
      declared = asFamily(value);
      if (!declared) reply(400, { error: UPLOAD_FAILED.image });
    });
    form.on('file', (name, file) => {
      if (name !== 'file' || started || replied) {
        file.resume();
        return;
      }
      started = true;
      receive(file, declared, who, store, heldFor(who, res.locals.locale as Locale)).then(
        (stored) => {
          log.info({ id: stored.id, contentType: stored.contentType, size: stored.size, userId: who.userId }, 'media stored');
          reply(200, stored);
        },
        (error: unknown) => {
          if (error instanceof Refused) {
            log.info({ reason: error.message, userId: who.userId }, 'refused an upload');
            reply(error.status, { error: error.error, ...error.details });
          } else if (error instanceof mongo.MongoError) {
            log.error({ err: error }, 'storing an upload failed');
            reply(500, { error: 'Something went wrong' });
          } else {
            // The form broke off or was malformed: nothing was stored.
            log.info({ err: error }, 'upload interrupted');
            reply(400, { error: UPLOAD_FAILED[declared ?? 'image'] });
          }
        },
      );
    });
    form.on('close', () => {
      if (!started) reply(400, { error: UPLOAD_FAILED[declared ?? 'image'] });
    });
    form.on('error', (error) => {
      // With a file under way its stream fails too, and receive() answers.
      if (!started) {
        log.info({ err: error }, 'refused a malformed upload');
        reply(400, { error: UPLOAD_FAILED[declared ?? 'image'] });
      }
    });
    req.on('close', () => {
      if (!req.complete) form?.destroy(new Error('the client went away during the upload'));
    });
    req.pipe(form);
  };
}
