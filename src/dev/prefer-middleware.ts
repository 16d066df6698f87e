/**
 * The dev switcher's HTTP middleware: adds Prism's `Prefer: code=..., example=...` header to each call whose
 * operation has a choice, read at request time (so a change applies to the next call without a restart).
 * Installed through `useHttpMiddleware` of src/api/http.ts, in the dev build only.
 */
import type { Middleware } from 'openapi-fetch';
import { preferHeader, type ResolvedChoice } from './scenarios';

export type ChoiceLookup = (method: string, contractPath: string) => ResolvedChoice | undefined;

export function createPreferMiddleware(choiceFor: ChoiceLookup): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const choice = choiceFor(request.method, schemaPath);
      if (!choice) return undefined;
      request.headers.set('Prefer', preferHeader(choice));
      return request;
    },
  };
}
