/**
 * The dev switcher's HTTP middleware: adds the Prefer header to each call whose operation has a choice, read at
 * request time (so a change applies to the next call without a restart): Prism's `code=..., example=...` for a reply
 * of the contract, `fault=...` for a failure the dev server makes (mock-server/faults.mjs).
 * Installed through `useHttpMiddleware` of src/api/http.ts, in the dev build only.
 */
import type { Middleware } from 'openapi-fetch';
import { faultPrefer } from '../../mock-server/faults.mjs';
import { isFaultChoice, type MockReply } from './mock-store';
import { preferHeader } from './scenarios';

export type ChoiceLookup = (method: string, contractPath: string) => MockReply | undefined;

export function createPreferMiddleware(choiceFor: ChoiceLookup): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      const choice = choiceFor(request.method, schemaPath);
      if (!choice) return undefined;
      request.headers.set('Prefer', isFaultChoice(choice) ? faultPrefer(choice.fault) : preferHeader(choice));
      return request;
    },
  };
}
