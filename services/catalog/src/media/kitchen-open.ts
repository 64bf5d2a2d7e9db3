import { kitchenGate, type Caller, type Locale } from '@brigade/service-kit';
import type { RequestHandler } from 'express';
import type { Connection } from 'mongoose';

/** Nobody uploads into a deleted or paused kitchen (kitchen README 'Pausing'), whatever their token still says. */
export function kitchenOpen(connection: Connection): RequestHandler {
  const gate = kitchenGate(connection);
  return (_req, res, next) => {
    const caller = res.locals.caller as Caller;
    if (caller.kind !== 'user' || caller.roles.includes('SUPER_ADMIN')) return next();
    gate.refusal(caller, caller.kitchenId, res.locals.locale as Locale).then((refused) => {
      if (refused) res.status(403).json({ error: refused.message });
      else next();
    }, next);
  };
}
