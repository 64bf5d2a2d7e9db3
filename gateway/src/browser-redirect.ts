import type { RequestHandler } from 'express';

// The answers Apollo Server weighs text/html against (ApolloServer.prefersHTML), in its order.
const API_TYPES = ['application/json', 'application/graphql-response+json', 'multipart/mixed'];

/**
 * SPEC.md §2 lists /graphql among the pages a signed-in person is sent home from, yet it is the
 * API's address on the app's origin: a browser opening it (a GET preferring HTML) is sent to the
 * app's root, where the shell sends a signed-in person home and a signed-out one to the landing
 * page, instead of seeing Apollo's landing page. API calls (POSTs, GETs asking for JSON) go on.
 */
export const browserToApp: RequestHandler = (req, res, next) => {
  res.vary('Accept');
  if ((req.method === 'GET' || req.method === 'HEAD') && req.accepts([...API_TYPES, 'text/html']) === 'text/html') {
    res.redirect(302, '/');
    return;
  }
  next();
};
